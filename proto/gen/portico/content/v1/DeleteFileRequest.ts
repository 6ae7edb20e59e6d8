// Original file: portico/content/v1/content.proto


export interface DeleteFileRequest {
  'id'?: (string);
}

export interface DeleteFileRequest__Output {
  'id': (string);
}
