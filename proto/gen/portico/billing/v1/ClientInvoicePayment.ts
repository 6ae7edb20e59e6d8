// Original file: portico/billing/v1/billing.proto


export interface ClientInvoicePayment {
  'url'?: (string);
}

export interface ClientInvoicePayment__Output {
  'url': (string);
}
