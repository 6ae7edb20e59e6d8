// Original file: portico/identity/v1/identity.proto


export interface RotateSigningKeyRequest {
}

export interface RotateSigningKeyRequest__Output {
}
