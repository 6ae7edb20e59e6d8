// Original file: portico/tenancy/v1/tenancy.proto


export interface RevokeApiKeyRequest {
  'id'?: (string);
}

export interface RevokeApiKeyRequest__Output {
  'id': (string);
}
