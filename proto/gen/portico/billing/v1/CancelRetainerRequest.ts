// Original file: portico/billing/v1/billing.proto


export interface CancelRetainerRequest {
  'id'?: (string);
}

export interface CancelRetainerRequest__Output {
  'id': (string);
}
