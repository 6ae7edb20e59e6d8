// Original file: portico/billing/v1/billing.proto


export interface SandboxCheckout {
  'session_id'?: (string);
  'purpose'?: (string);
  'plan'?: (string);
  'seats'?: (number);
  'amount_cents'?: (number);
  'status'?: (string);
  'cancel_url'?: (string);
}

export interface SandboxCheckout__Output {
  'session_id': (string);
  'purpose': (string);
  'plan': (string);
  'seats': (number);
  'amount_cents': (number);
  'status': (string);
  'cancel_url': (string);
}
