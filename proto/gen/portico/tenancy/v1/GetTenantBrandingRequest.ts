// Original file: portico/tenancy/v1/tenancy.proto


export interface GetTenantBrandingRequest {
  'tenant_id'?: (string);
}

export interface GetTenantBrandingRequest__Output {
  'tenant_id': (string);
}
