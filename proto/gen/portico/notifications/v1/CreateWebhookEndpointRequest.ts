// Original file: portico/notifications/v1/notifications.proto


export interface CreateWebhookEndpointRequest {
  'url'?: (string);
  'events'?: (string)[];
  'enabled'?: (boolean);
}

export interface CreateWebhookEndpointRequest__Output {
  'url': (string);
  'events': (string)[];
  'enabled': (boolean);
}
