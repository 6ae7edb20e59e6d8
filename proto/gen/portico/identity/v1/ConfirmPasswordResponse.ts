// Original file: portico/identity/v1/identity.proto


export interface ConfirmPasswordResponse {
}

export interface ConfirmPasswordResponse__Output {
}
