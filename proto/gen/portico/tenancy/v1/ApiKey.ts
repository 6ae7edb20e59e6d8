// Original file: portico/tenancy/v1/tenancy.proto


export interface ApiKey {
  'id'?: (string);
  'label'?: (string);
  'prefix'?: (string);
  'created_at'?: (string);
  'last_used_at'?: (string);
  'revoked_at'?: (string);
}

export interface ApiKey__Output {
  'id': (string);
  'label': (string);
  'prefix': (string);
  'created_at': (string);
  'last_used_at': (string);
  'revoked_at': (string);
}
