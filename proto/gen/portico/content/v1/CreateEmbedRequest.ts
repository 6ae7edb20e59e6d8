// Original file: portico/content/v1/content.proto


export interface CreateEmbedRequest {
  'title'?: (string);
  'provider'?: (string);
  'url'?: (string);
  'embed_type'?: (string);
  'user_id'?: (string);
  'role'?: (string);
  'is_active'?: (boolean);
  'sort_order'?: (number);
  'pass_context'?: (boolean);
}

export interface CreateEmbedRequest__Output {
  'title': (string);
  'provider': (string);
  'url': (string);
  'embed_type': (string);
  'user_id': (string);
  'role': (string);
  'is_active': (boolean);
  'sort_order': (number);
  'pass_context': (boolean);
}
