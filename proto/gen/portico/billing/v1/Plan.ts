// Original file: portico/billing/v1/billing.proto


export interface Plan {
  'key'?: (string);
  'name'?: (string);
  'monthly_price_cents'?: (number);
  'annual_monthly_price_cents'?: (number);
  'client_limit'?: (number);
  'unlimited_clients'?: (boolean);
  'included_seats'?: (number);
  'seat_price_cents'?: (number);
  'highlights'?: (string)[];
  'features'?: (string)[];
  'contact_sales'?: (boolean);
  'monthly_price_id'?: (string);
  'annual_price_id'?: (string);
}

export interface Plan__Output {
  'key': (string);
  'name': (string);
  'monthly_price_cents': (number);
  'annual_monthly_price_cents': (number);
  'client_limit': (number);
  'unlimited_clients': (boolean);
  'included_seats': (number);
  'seat_price_cents': (number);
  'highlights': (string)[];
  'features': (string)[];
  'contact_sales': (boolean);
  'monthly_price_id': (string);
  'annual_price_id': (string);
}
