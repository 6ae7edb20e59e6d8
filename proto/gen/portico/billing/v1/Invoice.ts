// Original file: portico/billing/v1/billing.proto


export interface Invoice {
  'id'?: (string);
  'created_at'?: (string);
  'amount_cents'?: (number);
  'status'?: (string);
  'hosted_invoice_url'?: (string);
}

export interface Invoice__Output {
  'id': (string);
  'created_at': (string);
  'amount_cents': (number);
  'status': (string);
  'hosted_invoice_url': (string);
}
