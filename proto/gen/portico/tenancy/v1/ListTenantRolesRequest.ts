// Original file: portico/tenancy/v1/tenancy.proto


export interface ListTenantRolesRequest {
}

export interface ListTenantRolesRequest__Output {
}
