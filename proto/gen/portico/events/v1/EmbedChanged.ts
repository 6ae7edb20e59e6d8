// Original file: portico/events/v1/content_events.proto


export interface EmbedChanged {
  'changed_by'?: (string);
  'is_active'?: (boolean);
  'is_super_admin_embed'?: (boolean);
}

export interface EmbedChanged__Output {
  'changed_by': (string);
  'is_active': (boolean);
  'is_super_admin_embed': (boolean);
}
