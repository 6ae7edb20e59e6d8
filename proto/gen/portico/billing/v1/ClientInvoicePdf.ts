// Original file: portico/billing/v1/billing.proto


export interface ClientInvoicePdf {
  'pdf'?: (Buffer | Uint8Array | string);
  'file_name'?: (string);
}

export interface ClientInvoicePdf__Output {
  'pdf': (Buffer);
  'file_name': (string);
}
