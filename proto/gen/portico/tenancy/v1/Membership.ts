// Original file: portico/tenancy/v1/tenancy.proto


export interface Membership {
  'tenant_id'?: (string);
  'tenant_name'?: (string);
  'role'?: (string);
  'role_key'?: (string);
  'status'?: (string);
  'created_at'?: (string);
}

export interface Membership__Output {
  'tenant_id': (string);
  'tenant_name': (string);
  'role': (string);
  'role_key': (string);
  'status': (string);
  'created_at': (string);
}
