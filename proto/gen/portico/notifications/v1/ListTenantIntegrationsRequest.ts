// Original file: portico/notifications/v1/notifications.proto


export interface ListTenantIntegrationsRequest {
  'tenant_ids'?: (string)[];
}

export interface ListTenantIntegrationsRequest__Output {
  'tenant_ids': (string)[];
}
