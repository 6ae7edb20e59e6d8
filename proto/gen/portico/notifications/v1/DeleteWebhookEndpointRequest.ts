// Original file: portico/notifications/v1/notifications.proto


export interface DeleteWebhookEndpointRequest {
  'id'?: (string);
}

export interface DeleteWebhookEndpointRequest__Output {
  'id': (string);
}
