// Original file: portico/content/v1/content.proto


export interface DeleteEmbedRequest {
  'id'?: (string);
}

export interface DeleteEmbedRequest__Output {
  'id': (string);
}
