// Original file: portico/identity/v1/identity.proto


export interface ResetPasswordResponse {
}

export interface ResetPasswordResponse__Output {
}
