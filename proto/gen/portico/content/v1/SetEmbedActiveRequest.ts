// Original file: portico/content/v1/content.proto


export interface SetEmbedActiveRequest {
  'id'?: (string);
  'is_active'?: (boolean);
}

export interface SetEmbedActiveRequest__Output {
  'id': (string);
  'is_active': (boolean);
}
