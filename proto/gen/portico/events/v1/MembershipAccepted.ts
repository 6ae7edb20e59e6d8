// Original file: portico/events/v1/tenancy_events.proto


export interface MembershipAccepted {
  'invitation_id'?: (string);
  'email'?: (string);
  'role'?: (string);
}

export interface MembershipAccepted__Output {
  'invitation_id': (string);
  'email': (string);
  'role': (string);
}
