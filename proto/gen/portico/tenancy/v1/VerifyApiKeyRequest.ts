// Original file: portico/tenancy/v1/tenancy.proto


export interface VerifyApiKeyRequest {
  'key'?: (string);
}

export interface VerifyApiKeyRequest__Output {
  'key': (string);
}
