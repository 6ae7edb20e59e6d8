// Original file: portico/events/v1/identity_events.proto


export interface EmailVerificationRequested {
  'verify_url'?: (string);
  'expires_at'?: (string);
}

export interface EmailVerificationRequested__Output {
  'verify_url': (string);
  'expires_at': (string);
}
