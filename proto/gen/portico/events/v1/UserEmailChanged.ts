// Original file: portico/events/v1/identity_events.proto


export interface UserEmailChanged {
  'old_email'?: (string);
  'new_email'?: (string);
}

export interface UserEmailChanged__Output {
  'old_email': (string);
  'new_email': (string);
}
