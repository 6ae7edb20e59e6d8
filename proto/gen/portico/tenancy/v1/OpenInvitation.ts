// Original file: portico/tenancy/v1/tenancy.proto


export interface OpenInvitation {
  'id'?: (string);
  'email'?: (string);
  'role'?: (string);
  'role_key'?: (string);
  'created_at'?: (string);
  'expires_at'?: (string);
  'invited_by'?: (string);
}

export interface OpenInvitation__Output {
  'id': (string);
  'email': (string);
  'role': (string);
  'role_key': (string);
  'created_at': (string);
  'expires_at': (string);
  'invited_by': (string);
}
