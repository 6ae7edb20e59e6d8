// Original file: portico/billing/v1/billing.proto


export interface ClaimCheckoutResponse {
  'plan'?: (string);
  'seats_purchased'?: (number);
}

export interface ClaimCheckoutResponse__Output {
  'plan': (string);
  'seats_purchased': (number);
}
