// Original file: portico/events/v1/identity_events.proto


export interface UserEmailVerified {
  'by'?: (string);
}

export interface UserEmailVerified__Output {
  'by': (string);
}
