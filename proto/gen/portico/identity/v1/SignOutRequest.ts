// Original file: portico/identity/v1/identity.proto


export interface SignOutRequest {
  'refresh_token'?: (string);
  'session_id'?: (string);
}

export interface SignOutRequest__Output {
  'refresh_token': (string);
  'session_id': (string);
}
