// Original file: portico/tenancy/v1/tenancy.proto


export interface Invitation {
  'id'?: (string);
  'tenant_id'?: (string);
  'tenant_name'?: (string);
  'email'?: (string);
  'role'?: (string);
  'role_key'?: (string);
  'expires_at'?: (string);
  'signup_url'?: (string);
  'proves_email'?: (boolean);
}

export interface Invitation__Output {
  'id': (string);
  'tenant_id': (string);
  'tenant_name': (string);
  'email': (string);
  'role': (string);
  'role_key': (string);
  'expires_at': (string);
  'signup_url': (string);
  'proves_email': (boolean);
}
