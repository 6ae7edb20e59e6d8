// Original file: portico/identity/v1/identity.proto


export interface ResendEmailVerificationRequest {
  'verify_base_url'?: (string);
}

export interface ResendEmailVerificationRequest__Output {
  'verify_base_url': (string);
}
