// Original file: portico/billing/v1/billing.proto


export interface ClientInvoiceRequest {
  'id'?: (string);
}

export interface ClientInvoiceRequest__Output {
  'id': (string);
}
