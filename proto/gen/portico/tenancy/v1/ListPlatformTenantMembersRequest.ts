// Original file: portico/tenancy/v1/tenancy.proto


export interface ListPlatformTenantMembersRequest {
  'tenant_id'?: (string);
}

export interface ListPlatformTenantMembersRequest__Output {
  'tenant_id': (string);
}
