// Original file: portico/billing/v1/billing.proto


export interface SandboxOnboarding {
  'token'?: (string);
  'account_id'?: (string);
  'account_type'?: (string);
  'country'?: (string);
  'status'?: (string);
  'refresh_url'?: (string);
}

export interface SandboxOnboarding__Output {
  'token': (string);
  'account_id': (string);
  'account_type': (string);
  'country': (string);
  'status': (string);
  'refresh_url': (string);
}
