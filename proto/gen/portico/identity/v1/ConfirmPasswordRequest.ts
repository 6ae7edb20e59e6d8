// Original file: portico/identity/v1/identity.proto


export interface ConfirmPasswordRequest {
  'password'?: (string);
  'purpose'?: (string);
}

export interface ConfirmPasswordRequest__Output {
  'password': (string);
  'purpose': (string);
}
