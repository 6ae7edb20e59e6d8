// Original file: portico/identity/v1/identity.proto


export interface MarkEmailVerifiedResponse {
}

export interface MarkEmailVerifiedResponse__Output {
}
