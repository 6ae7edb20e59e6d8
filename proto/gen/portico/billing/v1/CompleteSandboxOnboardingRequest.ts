// Original file: portico/billing/v1/billing.proto


export interface CompleteSandboxOnboardingRequest {
  'token'?: (string);
  'country'?: (string);
  'business_name'?: (string);
}

export interface CompleteSandboxOnboardingRequest__Output {
  'token': (string);
  'country': (string);
  'business_name': (string);
}
