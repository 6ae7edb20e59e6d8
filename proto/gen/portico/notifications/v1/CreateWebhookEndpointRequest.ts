// Original file: portico/notifications/v1/notifications.proto


export interface CreateWebhookEndpointRequest {
  'url'?: (string);
  'events'?: (string)[];
  'enabled'?: (boolean);
  'notify_email'?: (string);
}

export interface CreateWebhookEndpointRequest__Output {
  'url': (string);
  'events': (string)[];
  'enabled': (boolean);
  'notify_email': (string);
}
