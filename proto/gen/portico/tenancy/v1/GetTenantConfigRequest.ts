// Original file: portico/tenancy/v1/tenancy.proto


export interface GetTenantConfigRequest {
}

export interface GetTenantConfigRequest__Output {
}
