// Original file: portico/notifications/v1/notifications.proto


export interface GetTenantIntegrationsRequest {
  'tenant_id'?: (string);
}

export interface GetTenantIntegrationsRequest__Output {
  'tenant_id': (string);
}
