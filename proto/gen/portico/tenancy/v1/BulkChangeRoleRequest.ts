// Original file: portico/tenancy/v1/tenancy.proto


export interface BulkChangeRoleRequest {
  'user_ids'?: (string)[];
  'role'?: (string);
}

export interface BulkChangeRoleRequest__Output {
  'user_ids': (string)[];
  'role': (string);
}
