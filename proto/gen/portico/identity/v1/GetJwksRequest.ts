// Original file: portico/identity/v1/identity.proto


export interface GetJwksRequest {
}

export interface GetJwksRequest__Output {
}
