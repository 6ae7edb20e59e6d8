// Original file: portico/tenancy/v1/tenancy.proto


export interface SetFeatureFlagRequest {
  'key'?: (string);
  'enabled'?: (boolean);
}

export interface SetFeatureFlagRequest__Output {
  'key': (string);
  'enabled': (boolean);
}
