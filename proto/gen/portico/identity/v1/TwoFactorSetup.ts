// Original file: portico/identity/v1/identity.proto


export interface TwoFactorSetup {
  'secret'?: (string);
  'otpauth_uri'?: (string);
  'qr_svg'?: (string);
}

export interface TwoFactorSetup__Output {
  'secret': (string);
  'otpauth_uri': (string);
  'qr_svg': (string);
}
