// Original file: portico/events/v1/identity_events.proto


export interface AccountSetupRequested {
  'setup_url'?: (string);
  'expires_at'?: (string);
  'tenant_id'?: (string);
  'tenant_name'?: (string);
  'created_by'?: (string);
}

export interface AccountSetupRequested__Output {
  'setup_url': (string);
  'expires_at': (string);
  'tenant_id': (string);
  'tenant_name': (string);
  'created_by': (string);
}
