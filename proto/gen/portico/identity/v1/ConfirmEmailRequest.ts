// Original file: portico/identity/v1/identity.proto


export interface ConfirmEmailRequest {
  'token'?: (string);
}

export interface ConfirmEmailRequest__Output {
  'token': (string);
}
