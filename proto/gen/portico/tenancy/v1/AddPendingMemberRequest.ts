// Original file: portico/tenancy/v1/tenancy.proto


export interface AddPendingMemberRequest {
  'user_id'?: (string);
  'role'?: (string);
  'check_only'?: (boolean);
}

export interface AddPendingMemberRequest__Output {
  'user_id': (string);
  'role': (string);
  'check_only': (boolean);
}
