// Original file: portico/identity/v1/identity.proto


export interface RequestAccountSetupResponse {
}

export interface RequestAccountSetupResponse__Output {
}
