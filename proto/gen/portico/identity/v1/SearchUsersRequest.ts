// Original file: portico/identity/v1/identity.proto


export interface SearchUsersRequest {
  'query'?: (string);
  'limit'?: (number);
}

export interface SearchUsersRequest__Output {
  'query': (string);
  'limit': (number);
}
