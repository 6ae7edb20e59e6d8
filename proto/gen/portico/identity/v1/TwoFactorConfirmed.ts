// Original file: portico/identity/v1/identity.proto


export interface TwoFactorConfirmed {
  'recovery_codes'?: (string)[];
  'access_token'?: (string);
  'expires_at'?: (string);
}

export interface TwoFactorConfirmed__Output {
  'recovery_codes': (string)[];
  'access_token': (string);
  'expires_at': (string);
}
