// Original file: portico/tenancy/v1/tenancy.proto


export interface SaveOnboardingBrandingRequest {
  'brand_color'?: (string);
  'logo_url'?: (string);
  'subdomain'?: (string);
  'custom_domain'?: (string);
}

export interface SaveOnboardingBrandingRequest__Output {
  'brand_color': (string);
  'logo_url': (string);
  'subdomain': (string);
  'custom_domain': (string);
}
