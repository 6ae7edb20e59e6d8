// Original file: portico/tenancy/v1/tenancy.proto


export interface RemoveMemberResponse {
}

export interface RemoveMemberResponse__Output {
}
