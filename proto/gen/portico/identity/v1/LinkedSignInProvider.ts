// Original file: portico/identity/v1/identity.proto


export interface LinkedSignInProvider {
  'provider'?: (string);
  'email'?: (string);
  'linked_at'?: (string);
}

export interface LinkedSignInProvider__Output {
  'provider': (string);
  'email': (string);
  'linked_at': (string);
}
