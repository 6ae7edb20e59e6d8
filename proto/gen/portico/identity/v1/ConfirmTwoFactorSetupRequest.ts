// Original file: portico/identity/v1/identity.proto


export interface ConfirmTwoFactorSetupRequest {
  'code'?: (string);
}

export interface ConfirmTwoFactorSetupRequest__Output {
  'code': (string);
}
