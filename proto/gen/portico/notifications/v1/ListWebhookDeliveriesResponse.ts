// Original file: portico/notifications/v1/notifications.proto

import type { WebhookDelivery as _portico_notifications_v1_WebhookDelivery, WebhookDelivery__Output as _portico_notifications_v1_WebhookDelivery__Output } from '../../../portico/notifications/v1/WebhookDelivery';

export interface ListWebhookDeliveriesResponse {
  'deliveries'?: (_portico_notifications_v1_WebhookDelivery)[];
}

export interface ListWebhookDeliveriesResponse__Output {
  'deliveries': (_portico_notifications_v1_WebhookDelivery__Output)[];
}
