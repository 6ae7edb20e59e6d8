// Original file: portico/content/v1/content.proto


export interface DeleteUserFilesRequest {
  'user_id'?: (string);
}

export interface DeleteUserFilesRequest__Output {
  'user_id': (string);
}
