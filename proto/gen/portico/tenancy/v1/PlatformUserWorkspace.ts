// Original file: portico/tenancy/v1/tenancy.proto


export interface PlatformUserWorkspace {
  'user_id'?: (string);
  'tenant_id'?: (string);
  'tenant_name'?: (string);
  'role_key'?: (string);
  'role_label'?: (string);
  'status'?: (string);
}

export interface PlatformUserWorkspace__Output {
  'user_id': (string);
  'tenant_id': (string);
  'tenant_name': (string);
  'role_key': (string);
  'role_label': (string);
  'status': (string);
}
