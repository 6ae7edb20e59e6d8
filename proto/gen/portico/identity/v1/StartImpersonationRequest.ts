// Original file: portico/identity/v1/identity.proto


export interface StartImpersonationRequest {
  'target_user_id'?: (string);
  'reason'?: (string);
}

export interface StartImpersonationRequest__Output {
  'target_user_id': (string);
  'reason': (string);
}
