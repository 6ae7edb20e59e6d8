// Original file: portico/identity/v1/identity.proto


export interface StopImpersonationRequest {
  'session_id'?: (string);
}

export interface StopImpersonationRequest__Output {
  'session_id': (string);
}
