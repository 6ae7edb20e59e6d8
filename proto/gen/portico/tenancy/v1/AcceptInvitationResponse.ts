// Original file: portico/tenancy/v1/tenancy.proto


export interface AcceptInvitationResponse {
  'tenant_id'?: (string);
  'role'?: (string);
  'role_key'?: (string);
  'proves_email'?: (boolean);
}

export interface AcceptInvitationResponse__Output {
  'tenant_id': (string);
  'role': (string);
  'role_key': (string);
  'proves_email': (boolean);
}
