// Original file: portico/notifications/v1/notifications.proto


export interface SetTenantIntegrationRequest {
  'tenant_id'?: (string);
  'key'?: (string);
  'enabled'?: (boolean);
}

export interface SetTenantIntegrationRequest__Output {
  'tenant_id': (string);
  'key': (string);
  'enabled': (boolean);
}
