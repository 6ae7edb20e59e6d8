// Original file: portico/tenancy/v1/tenancy.proto


export interface SetMembershipStatusRequest {
  'user_id'?: (string);
  'status'?: (string);
}

export interface SetMembershipStatusRequest__Output {
  'user_id': (string);
  'status': (string);
}
