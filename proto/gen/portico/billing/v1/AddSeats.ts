// Original file: portico/billing/v1/billing.proto


export interface AddSeats {
  'seats'?: (number);
}

export interface AddSeats__Output {
  'seats': (number);
}
