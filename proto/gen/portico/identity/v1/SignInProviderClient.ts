// Original file: portico/identity/v1/identity.proto


export interface SignInProviderClient {
  'provider'?: (string);
  'client_id'?: (string);
  'secret_set_at'?: (string);
  'updated_at'?: (string);
}

export interface SignInProviderClient__Output {
  'provider': (string);
  'client_id': (string);
  'secret_set_at': (string);
  'updated_at': (string);
}
