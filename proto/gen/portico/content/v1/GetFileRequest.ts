// Original file: portico/content/v1/content.proto


export interface GetFileRequest {
  'id'?: (string);
}

export interface GetFileRequest__Output {
  'id': (string);
}
