// Original file: portico/content/v1/content.proto


export interface ListFilesRequest {
  'limit'?: (number);
  'user_id'?: (string);
  'include_role_assigned'?: (boolean);
  'query'?: (string);
}

export interface ListFilesRequest__Output {
  'limit': (number);
  'user_id': (string);
  'include_role_assigned': (boolean);
  'query': (string);
}
