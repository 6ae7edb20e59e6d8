// Original file: portico/content/v1/content.proto


export interface UpdateEmbedRequest {
  'id'?: (string);
  'title'?: (string);
  'provider'?: (string);
  'url'?: (string);
  'embed_type'?: (string);
  'user_id'?: (string);
  'role'?: (string);
  'sort_order'?: (number);
}

export interface UpdateEmbedRequest__Output {
  'id': (string);
  'title': (string);
  'provider': (string);
  'url': (string);
  'embed_type': (string);
  'user_id': (string);
  'role': (string);
  'sort_order': (number);
}
