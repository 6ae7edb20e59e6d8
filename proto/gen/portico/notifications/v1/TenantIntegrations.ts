// Original file: portico/notifications/v1/notifications.proto


export interface TenantIntegrations {
  'tenant_id'?: (string);
  'enabled'?: ({[key: string]: boolean});
}

export interface TenantIntegrations__Output {
  'tenant_id': (string);
  'enabled': ({[key: string]: boolean});
}
