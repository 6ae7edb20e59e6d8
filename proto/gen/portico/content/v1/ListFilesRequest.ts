// Original file: portico/content/v1/content.proto


export interface ListFilesRequest {
  'limit'?: (number);
  'user_id'?: (string);
  'own_only'?: (boolean);
  'query'?: (string);
}

export interface ListFilesRequest__Output {
  'limit': (number);
  'user_id': (string);
  'own_only': (boolean);
  'query': (string);
}
