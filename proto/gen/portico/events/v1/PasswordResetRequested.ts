// Original file: portico/events/v1/identity_events.proto


export interface PasswordResetRequested {
  'email'?: (string);
  'reset_url'?: (string);
  'expires_at'?: (string);
  'requested_by'?: (string);
}

export interface PasswordResetRequested__Output {
  'email': (string);
  'reset_url': (string);
  'expires_at': (string);
  'requested_by': (string);
}
