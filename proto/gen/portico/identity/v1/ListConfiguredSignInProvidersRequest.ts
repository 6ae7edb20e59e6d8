// Original file: portico/identity/v1/identity.proto


export interface ListConfiguredSignInProvidersRequest {
}

export interface ListConfiguredSignInProvidersRequest__Output {
}
