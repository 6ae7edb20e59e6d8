// Original file: portico/tenancy/v1/tenancy.proto


export interface ListOpenInvitationsRequest {
}

export interface ListOpenInvitationsRequest__Output {
}
