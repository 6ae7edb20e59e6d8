// Original file: portico/billing/v1/billing.proto


export interface CheckoutSession {
  'id'?: (string);
  'url'?: (string);
}

export interface CheckoutSession__Output {
  'id': (string);
  'url': (string);
}
