// Original file: portico/billing/v1/billing.proto


export interface ConnectPaymentsAccountRequest {
  'account_type'?: (string);
  'country'?: (string);
}

export interface ConnectPaymentsAccountRequest__Output {
  'account_type': (string);
  'country': (string);
}
