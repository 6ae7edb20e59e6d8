// Original file: portico/identity/v1/identity.proto


export interface StartProviderSignInResponse {
  'authorization_url'?: (string);
}

export interface StartProviderSignInResponse__Output {
  'authorization_url': (string);
}
