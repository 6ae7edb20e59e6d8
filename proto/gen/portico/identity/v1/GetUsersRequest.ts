// Original file: portico/identity/v1/identity.proto


export interface GetUsersRequest {
  'user_ids'?: (string)[];
}

export interface GetUsersRequest__Output {
  'user_ids': (string)[];
}
