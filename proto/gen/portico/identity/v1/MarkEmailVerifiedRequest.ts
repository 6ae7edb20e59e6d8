// Original file: portico/identity/v1/identity.proto


export interface MarkEmailVerifiedRequest {
}

export interface MarkEmailVerifiedRequest__Output {
}
