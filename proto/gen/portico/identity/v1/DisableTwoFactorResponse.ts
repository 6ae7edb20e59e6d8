// Original file: portico/identity/v1/identity.proto


export interface DisableTwoFactorResponse {
}

export interface DisableTwoFactorResponse__Output {
}
