// Original file: portico/identity/v1/identity.proto


export interface CheckSessionRequest {
  'session_id'?: (string);
}

export interface CheckSessionRequest__Output {
  'session_id': (string);
}
