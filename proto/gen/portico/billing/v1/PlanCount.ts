// Original file: portico/billing/v1/billing.proto


export interface PlanCount {
  'plan'?: (string);
  'tenants'?: (number);
}

export interface PlanCount__Output {
  'plan': (string);
  'tenants': (number);
}
