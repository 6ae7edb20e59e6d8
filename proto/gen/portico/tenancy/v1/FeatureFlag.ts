// Original file: portico/tenancy/v1/tenancy.proto


export interface FeatureFlag {
  'key'?: (string);
  'enabled'?: (boolean);
  'updated_at'?: (string);
}

export interface FeatureFlag__Output {
  'key': (string);
  'enabled': (boolean);
  'updated_at': (string);
}
