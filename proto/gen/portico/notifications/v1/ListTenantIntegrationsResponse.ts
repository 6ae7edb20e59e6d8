// Original file: portico/notifications/v1/notifications.proto

import type { TenantIntegrations as _portico_notifications_v1_TenantIntegrations, TenantIntegrations__Output as _portico_notifications_v1_TenantIntegrations__Output } from '../../../portico/notifications/v1/TenantIntegrations';

export interface ListTenantIntegrationsResponse {
  'tenants'?: (_portico_notifications_v1_TenantIntegrations)[];
}

export interface ListTenantIntegrationsResponse__Output {
  'tenants': (_portico_notifications_v1_TenantIntegrations__Output)[];
}
