// Original file: portico/events/v1/billing_events.proto


export interface ClientInvoicePaymentFailed {
  'reason'?: (string);
}

export interface ClientInvoicePaymentFailed__Output {
  'reason': (string);
}
