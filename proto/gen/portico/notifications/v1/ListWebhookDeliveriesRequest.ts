// Original file: portico/notifications/v1/notifications.proto


export interface ListWebhookDeliveriesRequest {
  'tenant_id'?: (string);
  'limit'?: (number);
}

export interface ListWebhookDeliveriesRequest__Output {
  'tenant_id': (string);
  'limit': (number);
}
