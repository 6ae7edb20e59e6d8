// Original file: portico/identity/v1/identity.proto


export interface RequestPasswordResetRequest {
  'email'?: (string);
  'reset_base_url'?: (string);
  'user_id'?: (string);
}

export interface RequestPasswordResetRequest__Output {
  'email': (string);
  'reset_base_url': (string);
  'user_id': (string);
}
