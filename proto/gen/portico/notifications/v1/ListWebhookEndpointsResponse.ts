// Original file: portico/notifications/v1/notifications.proto

import type { WebhookEndpoint as _portico_notifications_v1_WebhookEndpoint, WebhookEndpoint__Output as _portico_notifications_v1_WebhookEndpoint__Output } from '../../../portico/notifications/v1/WebhookEndpoint';

export interface ListWebhookEndpointsResponse {
  'endpoints'?: (_portico_notifications_v1_WebhookEndpoint)[];
}

export interface ListWebhookEndpointsResponse__Output {
  'endpoints': (_portico_notifications_v1_WebhookEndpoint__Output)[];
}
