// Original file: portico/tenancy/v1/tenancy.proto


export interface RevokeApiKeyResponse {
}

export interface RevokeApiKeyResponse__Output {
}
