// Original file: portico/events/v1/tenancy_events.proto


export interface MembershipRemoved {
  'removed_by'?: (string);
  'delete_files'?: (boolean);
}

export interface MembershipRemoved__Output {
  'removed_by': (string);
  'delete_files': (boolean);
}
