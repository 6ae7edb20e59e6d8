// Original file: portico/identity/v1/identity.proto


export interface GetUserRequest {
  'user_id'?: (string);
}

export interface GetUserRequest__Output {
  'user_id': (string);
}
