// Original file: portico/notifications/v1/notifications.proto


export interface ReplayWebhookDeliveryRequest {
  'id'?: (string);
}

export interface ReplayWebhookDeliveryRequest__Output {
  'id': (string);
}
