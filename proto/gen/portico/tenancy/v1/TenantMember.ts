// Original file: portico/tenancy/v1/tenancy.proto


export interface TenantMember {
  'user_id'?: (string);
  'effective_role'?: (string);
  'role_key'?: (string);
}

export interface TenantMember__Output {
  'user_id': (string);
  'effective_role': (string);
  'role_key': (string);
}
