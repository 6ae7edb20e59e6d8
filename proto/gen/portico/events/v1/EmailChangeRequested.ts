// Original file: portico/events/v1/identity_events.proto


export interface EmailChangeRequested {
  'new_email'?: (string);
  'confirm_url'?: (string);
  'expires_at'?: (string);
}

export interface EmailChangeRequested__Output {
  'new_email': (string);
  'confirm_url': (string);
  'expires_at': (string);
}
