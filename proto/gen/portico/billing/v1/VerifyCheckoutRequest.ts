// Original file: portico/billing/v1/billing.proto


export interface VerifyCheckoutRequest {
  'session_id'?: (string);
}

export interface VerifyCheckoutRequest__Output {
  'session_id': (string);
}
