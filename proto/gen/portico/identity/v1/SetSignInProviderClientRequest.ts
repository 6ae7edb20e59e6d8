// Original file: portico/identity/v1/identity.proto


export interface SetSignInProviderClientRequest {
  'provider'?: (string);
  'client_id'?: (string);
  'client_secret'?: (string);
  'remove'?: (boolean);
}

export interface SetSignInProviderClientRequest__Output {
  'provider': (string);
  'client_id': (string);
  'client_secret': (string);
  'remove': (boolean);
}
