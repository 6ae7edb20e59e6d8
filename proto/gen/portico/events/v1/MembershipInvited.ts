// Original file: portico/events/v1/tenancy_events.proto


export interface MembershipInvited {
  'invitation_id'?: (string);
  'email'?: (string);
  'role'?: (string);
  'invite_url'?: (string);
  'tenant_name'?: (string);
  'expires_at'?: (string);
  'invited_by'?: (string);
  'tenant_logo_url'?: (string);
}

export interface MembershipInvited__Output {
  'invitation_id': (string);
  'email': (string);
  'role': (string);
  'invite_url': (string);
  'tenant_name': (string);
  'expires_at': (string);
  'invited_by': (string);
  'tenant_logo_url': (string);
}
