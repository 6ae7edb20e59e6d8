// Original file: portico/billing/v1/billing.proto


export interface ListSubscriptionsRequest {
  'tenant_ids'?: (string)[];
}

export interface ListSubscriptionsRequest__Output {
  'tenant_ids': (string)[];
}
