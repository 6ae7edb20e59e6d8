// Original file: portico/identity/v1/identity.proto


export interface ResetTwoFactorResponse {
}

export interface ResetTwoFactorResponse__Output {
}
