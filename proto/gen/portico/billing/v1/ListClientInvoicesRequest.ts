// Original file: portico/billing/v1/billing.proto


export interface ListClientInvoicesRequest {
  'mine'?: (boolean);
  'status'?: (string);
  'client_id'?: (string);
  'cursor'?: (string);
  'limit'?: (number);
}

export interface ListClientInvoicesRequest__Output {
  'mine': (boolean);
  'status': (string);
  'client_id': (string);
  'cursor': (string);
  'limit': (number);
}
