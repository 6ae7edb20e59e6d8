// Original file: portico/tenancy/v1/tenancy.proto


export interface Branding {
  'found'?: (boolean);
  'tenant_id'?: (string);
  'name'?: (string);
  'logo_url'?: (string);
  'favicon_url'?: (string);
  'brand_color'?: (string);
  'subdomain'?: (string);
  'platform'?: (boolean);
  'default_locale'?: (string);
}

export interface Branding__Output {
  'found': (boolean);
  'tenant_id': (string);
  'name': (string);
  'logo_url': (string);
  'favicon_url': (string);
  'brand_color': (string);
  'subdomain': (string);
  'platform': (boolean);
  'default_locale': (string);
}
