// Original file: portico/tenancy/v1/tenancy.proto


export interface GetOnboardingStatusRequest {
}

export interface GetOnboardingStatusRequest__Output {
}
