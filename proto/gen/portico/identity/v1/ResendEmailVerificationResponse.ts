// Original file: portico/identity/v1/identity.proto


export interface ResendEmailVerificationResponse {
}

export interface ResendEmailVerificationResponse__Output {
}
