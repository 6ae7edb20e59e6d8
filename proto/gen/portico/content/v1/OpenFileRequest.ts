// Original file: portico/content/v1/content.proto


export interface OpenFileRequest {
  'id'?: (string);
}

export interface OpenFileRequest__Output {
  'id': (string);
}
