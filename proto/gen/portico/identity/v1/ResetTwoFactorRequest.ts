// Original file: portico/identity/v1/identity.proto


export interface ResetTwoFactorRequest {
  'user_id'?: (string);
  'reason'?: (string);
}

export interface ResetTwoFactorRequest__Output {
  'user_id': (string);
  'reason': (string);
}
