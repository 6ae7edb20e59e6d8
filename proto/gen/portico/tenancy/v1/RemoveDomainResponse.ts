// Original file: portico/tenancy/v1/tenancy.proto


export interface RemoveDomainResponse {
}

export interface RemoveDomainResponse__Output {
}
