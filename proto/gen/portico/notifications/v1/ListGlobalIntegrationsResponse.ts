// Original file: portico/notifications/v1/notifications.proto

import type { GlobalIntegration as _portico_notifications_v1_GlobalIntegration, GlobalIntegration__Output as _portico_notifications_v1_GlobalIntegration__Output } from '../../../portico/notifications/v1/GlobalIntegration';

export interface ListGlobalIntegrationsResponse {
  'integrations'?: (_portico_notifications_v1_GlobalIntegration)[];
}

export interface ListGlobalIntegrationsResponse__Output {
  'integrations': (_portico_notifications_v1_GlobalIntegration__Output)[];
}
