// Original file: portico/identity/v1/identity.proto


export interface ListSignInProviderClientsRequest {
}

export interface ListSignInProviderClientsRequest__Output {
}
