// Original file: portico/billing/v1/billing.proto


export interface ConfirmSandboxCheckoutRequest {
  'session_id'?: (string);
}

export interface ConfirmSandboxCheckoutRequest__Output {
  'session_id': (string);
}
