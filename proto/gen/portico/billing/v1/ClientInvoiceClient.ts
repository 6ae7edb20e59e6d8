// Original file: portico/billing/v1/billing.proto


export interface ClientInvoiceClient {
  'user_id'?: (string);
  'name'?: (string);
  'email'?: (string);
}

export interface ClientInvoiceClient__Output {
  'user_id': (string);
  'name': (string);
  'email': (string);
}
