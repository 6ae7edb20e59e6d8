// Original file: portico/content/v1/content.proto


export interface GetEmbedRequest {
  'id'?: (string);
}

export interface GetEmbedRequest__Output {
  'id': (string);
}
