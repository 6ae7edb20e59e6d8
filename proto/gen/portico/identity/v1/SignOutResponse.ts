// Original file: portico/identity/v1/identity.proto


export interface SignOutResponse {
}

export interface SignOutResponse__Output {
}
