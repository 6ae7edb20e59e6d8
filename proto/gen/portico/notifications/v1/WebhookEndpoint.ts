// Original file: portico/notifications/v1/notifications.proto


export interface WebhookEndpoint {
  'id'?: (string);
  'url'?: (string);
  'events'?: (string)[];
  'enabled'?: (boolean);
  'created_at'?: (string);
  'secret'?: (string);
  'disabled_reason'?: (string);
  'failing_since'?: (string);
}

export interface WebhookEndpoint__Output {
  'id': (string);
  'url': (string);
  'events': (string)[];
  'enabled': (boolean);
  'created_at': (string);
  'secret': (string);
  'disabled_reason': (string);
  'failing_since': (string);
}
