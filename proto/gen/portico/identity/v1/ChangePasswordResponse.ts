// Original file: portico/identity/v1/identity.proto


export interface ChangePasswordResponse {
}

export interface ChangePasswordResponse__Output {
}
