// Original file: portico/tenancy/v1/tenancy.proto


export interface TenantRole {
  'role_key'?: (string);
  'role_label'?: (string);
  'role_color'?: (string);
  'role_description'?: (string);
}

export interface TenantRole__Output {
  'role_key': (string);
  'role_label': (string);
  'role_color': (string);
  'role_description': (string);
}
