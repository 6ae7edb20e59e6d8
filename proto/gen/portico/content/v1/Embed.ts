// Original file: portico/content/v1/content.proto


export interface Embed {
  'id'?: (string);
  'tenant_id'?: (string);
  'title'?: (string);
  'provider'?: (string);
  'url'?: (string);
  'embed_type'?: (string);
  'user_id'?: (string);
  'role'?: (string);
  'is_active'?: (boolean);
  'is_super_admin_embed'?: (boolean);
  'target_tenant_id'?: (string);
  'sort_order'?: (number);
  'created_at'?: (string);
  'updated_at'?: (string);
  'framing'?: (string);
  'pass_context'?: (boolean);
}

export interface Embed__Output {
  'id': (string);
  'tenant_id': (string);
  'title': (string);
  'provider': (string);
  'url': (string);
  'embed_type': (string);
  'user_id': (string);
  'role': (string);
  'is_active': (boolean);
  'is_super_admin_embed': (boolean);
  'target_tenant_id': (string);
  'sort_order': (number);
  'created_at': (string);
  'updated_at': (string);
  'framing': (string);
  'pass_context': (boolean);
}
