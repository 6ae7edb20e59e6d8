// Original file: portico/billing/v1/billing.proto


export interface SignupCheckout {
  'price_id'?: (string);
  'plan'?: (string);
}

export interface SignupCheckout__Output {
  'price_id': (string);
  'plan': (string);
}
