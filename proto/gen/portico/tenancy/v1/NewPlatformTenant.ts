// Original file: portico/tenancy/v1/tenancy.proto


export interface NewPlatformTenant {
  'name'?: (string);
  'slug'?: (string);
  'tier'?: (string);
  'seats_total'?: (number);
}

export interface NewPlatformTenant__Output {
  'name': (string);
  'slug': (string);
  'tier': (string);
  'seats_total': (number);
}
