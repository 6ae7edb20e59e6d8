// Original file: portico/events/v1/identity_events.proto


export interface UserDeleted {
  'delete_files'?: (boolean);
  'deleted_by'?: (string);
}

export interface UserDeleted__Output {
  'delete_files': (boolean);
  'deleted_by': (string);
}
