// Original file: portico/tenancy/v1/tenancy.proto


export interface EmailBrand {
  'found'?: (boolean);
  'tenant_id'?: (string);
  'name'?: (string);
  'brand_color'?: (string);
  'logo_url'?: (string);
  'support_email'?: (string);
  'default_locale'?: (string);
  'role_labels'?: ({[key: string]: string});
  'subdomain'?: (string);
}

export interface EmailBrand__Output {
  'found': (boolean);
  'tenant_id': (string);
  'name': (string);
  'brand_color': (string);
  'logo_url': (string);
  'support_email': (string);
  'default_locale': (string);
  'role_labels': ({[key: string]: string});
  'subdomain': (string);
}
