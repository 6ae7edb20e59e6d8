// Original file: portico/content/v1/content.proto


export interface CreateSuperEmbedRequest {
  'target_tenant_id'?: (string);
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

export interface CreateSuperEmbedRequest__Output {
  'target_tenant_id': (string);
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
