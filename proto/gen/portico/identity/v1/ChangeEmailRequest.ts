// Original file: portico/identity/v1/identity.proto


export interface ChangeEmailRequest {
  'email'?: (string);
  'current_password'?: (string);
  'confirm_base_url'?: (string);
}

export interface ChangeEmailRequest__Output {
  'email': (string);
  'current_password': (string);
  'confirm_base_url': (string);
}
