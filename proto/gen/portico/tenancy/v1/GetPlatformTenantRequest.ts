// Original file: portico/tenancy/v1/tenancy.proto


export interface GetPlatformTenantRequest {
  'tenant_id'?: (string);
}

export interface GetPlatformTenantRequest__Output {
  'tenant_id': (string);
}
