// Original file: portico/identity/v1/identity.proto


export interface FindUserByEmailRequest {
  'email'?: (string);
}

export interface FindUserByEmailRequest__Output {
  'email': (string);
}
