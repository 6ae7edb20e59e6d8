// Original file: portico/identity/v1/identity.proto


export interface GetTwoFactorStatusRequest {
}

export interface GetTwoFactorStatusRequest__Output {
}
