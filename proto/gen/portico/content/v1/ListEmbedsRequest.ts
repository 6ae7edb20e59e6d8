// Original file: portico/content/v1/content.proto


export interface ListEmbedsRequest {
  'query'?: (string);
  'embed_type'?: (string);
  'status'?: (string);
}

export interface ListEmbedsRequest__Output {
  'query': (string);
  'embed_type': (string);
  'status': (string);
}
