// Original file: portico/events/v1/billing_events.proto


export interface SeatsChanged {
  'old_seats'?: (number);
  'new_seats'?: (number);
}

export interface SeatsChanged__Output {
  'old_seats': (number);
  'new_seats': (number);
}
