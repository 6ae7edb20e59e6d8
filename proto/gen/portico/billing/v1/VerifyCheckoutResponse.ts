// Original file: portico/billing/v1/billing.proto


export interface VerifyCheckoutResponse {
  'paid'?: (boolean);
  'plan'?: (string);
  'customer_email'?: (string);
}

export interface VerifyCheckoutResponse__Output {
  'paid': (boolean);
  'plan': (string);
  'customer_email': (string);
}
