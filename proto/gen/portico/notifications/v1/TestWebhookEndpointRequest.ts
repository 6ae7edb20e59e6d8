// Original file: portico/notifications/v1/notifications.proto


export interface TestWebhookEndpointRequest {
  'id'?: (string);
}

export interface TestWebhookEndpointRequest__Output {
  'id': (string);
}
