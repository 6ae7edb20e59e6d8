// Original file: portico/tenancy/v1/tenancy.proto


export interface ChangeMemberRoleRequest {
  'user_id'?: (string);
  'role'?: (string);
}

export interface ChangeMemberRoleRequest__Output {
  'user_id': (string);
  'role': (string);
}
