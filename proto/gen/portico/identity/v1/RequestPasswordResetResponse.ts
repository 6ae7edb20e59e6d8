// Original file: portico/identity/v1/identity.proto


export interface RequestPasswordResetResponse {
}

export interface RequestPasswordResetResponse__Output {
}
