// Original file: portico/content/v1/content.proto


export interface DeleteFolderRequest {
  'id'?: (string);
}

export interface DeleteFolderRequest__Output {
  'id': (string);
}
