// Original file: portico/identity/v1/identity.proto


export interface StartTwoFactorSetupRequest {
  'issuer'?: (string);
}

export interface StartTwoFactorSetupRequest__Output {
  'issuer': (string);
}
