// Original file: portico/events/v1/identity_events.proto


export interface SessionsRevoked {
  'session_ids'?: (string)[];
  'reason'?: (string);
  'expires_at'?: (string);
}

export interface SessionsRevoked__Output {
  'session_ids': (string)[];
  'reason': (string);
  'expires_at': (string);
}
