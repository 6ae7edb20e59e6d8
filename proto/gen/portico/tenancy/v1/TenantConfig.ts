// Original file: portico/tenancy/v1/tenancy.proto


export interface TenantConfig {
  'tenant_id'?: (string);
  'name'?: (string);
  'role_labels'?: ({[key: string]: string});
  'role_colors'?: ({[key: string]: string});
  'support_email'?: (string);
  'logo_url'?: (string);
  'favicon_url'?: (string);
  'features_json'?: (string);
  'slug'?: (string);
  'tier'?: (string);
  'brand_color'?: (string);
  'default_locale'?: (string);
}

export interface TenantConfig__Output {
  'tenant_id': (string);
  'name': (string);
  'role_labels': ({[key: string]: string});
  'role_colors': ({[key: string]: string});
  'support_email': (string);
  'logo_url': (string);
  'favicon_url': (string);
  'features_json': (string);
  'slug': (string);
  'tier': (string);
  'brand_color': (string);
  'default_locale': (string);
}
