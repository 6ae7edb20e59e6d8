// Original file: portico/tenancy/v1/tenancy.proto


export interface ListMembersRequest {
}

export interface ListMembersRequest__Output {
}
