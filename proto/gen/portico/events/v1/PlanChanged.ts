// Original file: portico/events/v1/billing_events.proto


export interface PlanChanged {
  'old_plan'?: (string);
  'new_plan'?: (string);
  'interval'?: (string);
  'client_limit'?: (number);
  'unlimited_clients'?: (boolean);
  'features'?: (string)[];
  'seats_purchased'?: (number);
}

export interface PlanChanged__Output {
  'old_plan': (string);
  'new_plan': (string);
  'interval': (string);
  'client_limit': (number);
  'unlimited_clients': (boolean);
  'features': (string)[];
  'seats_purchased': (number);
}
