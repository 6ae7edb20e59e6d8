// Original file: portico/identity/v1/identity.proto


export interface AdminCreateUserRequest {
  'email'?: (string);
  'password'?: (string);
  'full_name'?: (string);
  'title'?: (string);
}

export interface AdminCreateUserRequest__Output {
  'email': (string);
  'password': (string);
  'full_name': (string);
  'title': (string);
}
