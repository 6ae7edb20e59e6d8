// Original file: portico/identity/v1/identity.proto


export interface SetSuperAdminRequest {
  'user_id'?: (string);
  'email'?: (string);
  'granted'?: (boolean);
}

export interface SetSuperAdminRequest__Output {
  'user_id': (string);
  'email': (string);
  'granted': (boolean);
}
