// Original file: portico/identity/v1/identity.proto


export interface ChangePasswordRequest {
  'current_password'?: (string);
  'new_password'?: (string);
  'confirm_password'?: (string);
  'has_confirm_password'?: (boolean);
}

export interface ChangePasswordRequest__Output {
  'current_password': (string);
  'new_password': (string);
  'confirm_password': (string);
  'has_confirm_password': (boolean);
}
