// Original file: portico/tenancy/v1/tenancy.proto


export interface ListApiKeysRequest {
}

export interface ListApiKeysRequest__Output {
}
