// Original file: portico/content/v1/content.proto


export interface SetEmbedPassContextRequest {
  'id'?: (string);
  'pass_context'?: (boolean);
}

export interface SetEmbedPassContextRequest__Output {
  'id': (string);
  'pass_context': (boolean);
}
