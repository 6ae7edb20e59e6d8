// Original file: portico/tenancy/v1/tenancy.proto


export interface ListFeatureFlagsRequest {
}

export interface ListFeatureFlagsRequest__Output {
}
