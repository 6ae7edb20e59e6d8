// Original file: portico/billing/v1/billing.proto


export interface ClaimCheckoutRequest {
  'session_id'?: (string);
  'tenant_id'?: (string);
}

export interface ClaimCheckoutRequest__Output {
  'session_id': (string);
  'tenant_id': (string);
}
