// Original file: portico/identity/v1/identity.proto


export interface DisableTwoFactorRequest {
  'password'?: (string);
  'code'?: (string);
}

export interface DisableTwoFactorRequest__Output {
  'password': (string);
  'code': (string);
}
