// Original file: portico/tenancy/v1/tenancy.proto


export interface PlatformTenantMember {
  'user_id'?: (string);
  'role'?: (string);
  'role_key'?: (string);
  'status'?: (string);
  'created_at'?: (string);
}

export interface PlatformTenantMember__Output {
  'user_id': (string);
  'role': (string);
  'role_key': (string);
  'status': (string);
  'created_at': (string);
}
