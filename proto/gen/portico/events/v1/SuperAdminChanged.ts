// Original file: portico/events/v1/identity_events.proto


export interface SuperAdminChanged {
  'granted'?: (boolean);
  'changed_by'?: (string);
}

export interface SuperAdminChanged__Output {
  'granted': (boolean);
  'changed_by': (string);
}
