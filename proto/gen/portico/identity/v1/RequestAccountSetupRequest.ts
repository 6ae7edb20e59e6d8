// Original file: portico/identity/v1/identity.proto


export interface RequestAccountSetupRequest {
  'user_id'?: (string);
  'setup_base_url'?: (string);
  'tenant_name'?: (string);
}

export interface RequestAccountSetupRequest__Output {
  'user_id': (string);
  'setup_base_url': (string);
  'tenant_name': (string);
}
