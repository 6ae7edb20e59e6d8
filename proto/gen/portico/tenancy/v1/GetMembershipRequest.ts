// Original file: portico/tenancy/v1/tenancy.proto


export interface GetMembershipRequest {
  'user_id'?: (string);
}

export interface GetMembershipRequest__Output {
  'user_id': (string);
}
