// Original file: portico/billing/v1/billing.proto


export interface UpgradePlan {
  'plan'?: (string);
  'interval'?: (string);
  'seats'?: (number);
}

export interface UpgradePlan__Output {
  'plan': (string);
  'interval': (string);
  'seats': (number);
}
