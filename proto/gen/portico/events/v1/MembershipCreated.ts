// Original file: portico/events/v1/tenancy_events.proto


export interface MembershipCreated {
  'tenant_role'?: (string);
  'role'?: (string);
}

export interface MembershipCreated__Output {
  'tenant_role': (string);
  'role': (string);
}
