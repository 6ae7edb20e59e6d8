// Original file: portico/tenancy/v1/tenancy.proto


export interface UpdatePlatformSettingsRequest {
  'section'?: (string);
  'value_json'?: (string);
}

export interface UpdatePlatformSettingsRequest__Output {
  'section': (string);
  'value_json': (string);
}
