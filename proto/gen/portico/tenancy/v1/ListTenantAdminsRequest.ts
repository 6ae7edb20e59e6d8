// Original file: portico/tenancy/v1/tenancy.proto


export interface ListTenantAdminsRequest {
  'tenant_id'?: (string);
}

export interface ListTenantAdminsRequest__Output {
  'tenant_id': (string);
}
