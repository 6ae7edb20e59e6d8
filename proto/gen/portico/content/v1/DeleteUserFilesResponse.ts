// Original file: portico/content/v1/content.proto


export interface DeleteUserFilesResponse {
  'deleted'?: (number);
}

export interface DeleteUserFilesResponse__Output {
  'deleted': (number);
}
