// Original file: portico/tenancy/v1/tenancy.proto


export interface VerifyApiKeyResponse {
  'key_id'?: (string);
  'tenant_id'?: (string);
  'user_id'?: (string);
}

export interface VerifyApiKeyResponse__Output {
  'key_id': (string);
  'tenant_id': (string);
  'user_id': (string);
}
