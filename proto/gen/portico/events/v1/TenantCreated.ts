// Original file: portico/events/v1/tenancy_events.proto


export interface TenantCreated {
  'name'?: (string);
  'slug'?: (string);
  'tier'?: (string);
  'seats_total'?: (number);
  'owner_user_id'?: (string);
  'owner_email'?: (string);
  'bypass_billing'?: (boolean);
}

export interface TenantCreated__Output {
  'name': (string);
  'slug': (string);
  'tier': (string);
  'seats_total': (number);
  'owner_user_id': (string);
  'owner_email': (string);
  'bypass_billing': (boolean);
}
