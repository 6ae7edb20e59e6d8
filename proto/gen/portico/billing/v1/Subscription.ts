// Original file: portico/billing/v1/billing.proto


export interface Subscription {
  'tenant_id'?: (string);
  'plan'?: (string);
  'interval'?: (string);
  'seats_purchased'?: (number);
  'status'?: (string);
  'current_period_end'?: (string);
}

export interface Subscription__Output {
  'tenant_id': (string);
  'plan': (string);
  'interval': (string);
  'seats_purchased': (number);
  'status': (string);
  'current_period_end': (string);
}
