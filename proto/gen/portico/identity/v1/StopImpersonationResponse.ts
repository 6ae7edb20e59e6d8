// Original file: portico/identity/v1/identity.proto


export interface StopImpersonationResponse {
}

export interface StopImpersonationResponse__Output {
}
