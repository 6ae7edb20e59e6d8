// Original file: portico/content/v1/content.proto


export interface GetFileRequestRequest {
  'id'?: (string);
}

export interface GetFileRequestRequest__Output {
  'id': (string);
}
