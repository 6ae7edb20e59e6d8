// Original file: portico/events/v1/tenancy_events.proto


export interface TenantStatusChanged {
  'old_status'?: (string);
  'new_status'?: (string);
  'changed_by'?: (string);
}

export interface TenantStatusChanged__Output {
  'old_status': (string);
  'new_status': (string);
  'changed_by': (string);
}
