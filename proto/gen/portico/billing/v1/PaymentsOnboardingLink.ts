// Original file: portico/billing/v1/billing.proto


export interface PaymentsOnboardingLink {
  'url'?: (string);
  'expires_at'?: (string);
}

export interface PaymentsOnboardingLink__Output {
  'url': (string);
  'expires_at': (string);
}
