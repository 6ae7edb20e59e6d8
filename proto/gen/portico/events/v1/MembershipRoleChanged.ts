// Original file: portico/events/v1/tenancy_events.proto


export interface MembershipRoleChanged {
  'old_role'?: (string);
  'new_role'?: (string);
  'changed_by'?: (string);
}

export interface MembershipRoleChanged__Output {
  'old_role': (string);
  'new_role': (string);
  'changed_by': (string);
}
