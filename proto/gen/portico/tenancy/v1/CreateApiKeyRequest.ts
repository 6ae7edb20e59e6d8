// Original file: portico/tenancy/v1/tenancy.proto


export interface CreateApiKeyRequest {
  'label'?: (string);
}

export interface CreateApiKeyRequest__Output {
  'label': (string);
}
