// Original file: portico/tenancy/v1/tenancy.proto


export interface PlatformSettings {
  'settings_json'?: (string);
  'updated_at'?: (string);
}

export interface PlatformSettings__Output {
  'settings_json': (string);
  'updated_at': (string);
}
