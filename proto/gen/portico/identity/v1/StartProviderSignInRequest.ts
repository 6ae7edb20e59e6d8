// Original file: portico/identity/v1/identity.proto


export interface StartProviderSignInRequest {
  'provider'?: (string);
  'return_to'?: (string);
  'tenant_host'?: (string);
  'redirect_uri'?: (string);
}

export interface StartProviderSignInRequest__Output {
  'provider': (string);
  'return_to': (string);
  'tenant_host': (string);
  'redirect_uri': (string);
}
