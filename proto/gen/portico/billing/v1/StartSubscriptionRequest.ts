// Original file: portico/billing/v1/billing.proto


export interface StartSubscriptionRequest {
  'tenant_id'?: (string);
  'plan'?: (string);
  'seats'?: (number);
  'interval'?: (string);
  'bypass_billing'?: (boolean);
}

export interface StartSubscriptionRequest__Output {
  'tenant_id': (string);
  'plan': (string);
  'seats': (number);
  'interval': (string);
  'bypass_billing': (boolean);
}
