// Original file: portico/tenancy/v1/tenancy.proto


export interface RecordTenantSignInRequest {
}

export interface RecordTenantSignInRequest__Output {
}
