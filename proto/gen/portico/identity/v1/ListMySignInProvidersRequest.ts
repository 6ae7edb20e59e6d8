// Original file: portico/identity/v1/identity.proto


export interface ListMySignInProvidersRequest {
}

export interface ListMySignInProvidersRequest__Output {
}
