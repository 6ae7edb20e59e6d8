// Original file: portico/tenancy/v1/tenancy.proto


export interface SetTenantStatusRequest {
  'tenant_id'?: (string);
  'status'?: (string);
  'reason'?: (string);
}

export interface SetTenantStatusRequest__Output {
  'tenant_id': (string);
  'status': (string);
  'reason': (string);
}
