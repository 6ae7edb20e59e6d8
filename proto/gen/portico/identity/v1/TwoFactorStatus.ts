// Original file: portico/identity/v1/identity.proto


export interface TwoFactorStatus {
  'enabled'?: (boolean);
  'recovery_codes_left'?: (number);
}

export interface TwoFactorStatus__Output {
  'enabled': (boolean);
  'recovery_codes_left': (number);
}
