// Original file: portico/identity/v1/identity.proto


export interface ResetPasswordRequest {
  'token'?: (string);
  'new_password'?: (string);
}

export interface ResetPasswordRequest__Output {
  'token': (string);
  'new_password': (string);
}
