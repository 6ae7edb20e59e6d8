// Original file: portico/tenancy/v1/tenancy.proto


export interface ListDomainsRequest {
}

export interface ListDomainsRequest__Output {
}
