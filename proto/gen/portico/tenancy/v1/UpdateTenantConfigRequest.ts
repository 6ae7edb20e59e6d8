// Original file: portico/tenancy/v1/tenancy.proto


export interface UpdateTenantConfigRequest {
  'name'?: (string);
  'support_email'?: (string);
  'logo_url'?: (string);
  'favicon_url'?: (string);
  'brand_color'?: (string);
  'default_locale'?: (string);
}

export interface UpdateTenantConfigRequest__Output {
  'name': (string);
  'support_email': (string);
  'logo_url': (string);
  'favicon_url': (string);
  'brand_color': (string);
  'default_locale': (string);
}
