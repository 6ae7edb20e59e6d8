// Original file: portico/tenancy/v1/tenancy.proto


export interface OnboardingState {
  'step'?: (string);
  'ready'?: (boolean);
  'company_name'?: (string);
  'plan'?: (string);
  'admin_seats'?: (number);
  'subdomain'?: (string);
  'brand_color'?: (string);
  'logo_url'?: (string);
  'custom_domain'?: (string);
  'tenant_id'?: (string);
  'started'?: (boolean);
}

export interface OnboardingState__Output {
  'step': (string);
  'ready': (boolean);
  'company_name': (string);
  'plan': (string);
  'admin_seats': (number);
  'subdomain': (string);
  'brand_color': (string);
  'logo_url': (string);
  'custom_domain': (string);
  'tenant_id': (string);
  'started': (boolean);
}
