// Original file: portico/tenancy/v1/tenancy.proto


export interface ListTenantMembersRequest {
  'tenant_id'?: (string);
  'user_ids'?: (string)[];
  'role_key'?: (string);
}

export interface ListTenantMembersRequest__Output {
  'tenant_id': (string);
  'user_ids': (string)[];
  'role_key': (string);
}
