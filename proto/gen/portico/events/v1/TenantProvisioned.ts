// Original file: portico/events/v1/tenancy_events.proto


export interface TenantProvisioned {
  'name'?: (string);
  'subdomain'?: (string);
  'custom_domain'?: (string);
  'plan'?: (string);
  'admin_seats'?: (number);
  'capabilities'?: (string)[];
}

export interface TenantProvisioned__Output {
  'name': (string);
  'subdomain': (string);
  'custom_domain': (string);
  'plan': (string);
  'admin_seats': (number);
  'capabilities': (string)[];
}
