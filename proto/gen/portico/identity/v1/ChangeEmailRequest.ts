// Original file: portico/identity/v1/identity.proto


export interface ChangeEmailRequest {
  'email'?: (string);
}

export interface ChangeEmailRequest__Output {
  'email': (string);
}
