// Original file: portico/billing/v1/billing.proto


export interface GetEntitlementsRequest {
  'tenant_id'?: (string);
}

export interface GetEntitlementsRequest__Output {
  'tenant_id': (string);
}
