// Original file: portico/billing/v1/billing.proto


export interface PaySandboxInvoiceRequest {
  'token'?: (string);
  'card_number'?: (string);
}

export interface PaySandboxInvoiceRequest__Output {
  'token': (string);
  'card_number': (string);
}
