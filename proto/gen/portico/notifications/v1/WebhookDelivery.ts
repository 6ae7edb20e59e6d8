// Original file: portico/notifications/v1/notifications.proto


export interface WebhookDelivery {
  'id'?: (string);
  'tenant_id'?: (string);
  'endpoint_id'?: (string);
  'url'?: (string);
  'event'?: (string);
  'status'?: (string);
  'attempts'?: (number);
  'response_status'?: (number);
  'last_error'?: (string);
  'delivered_at'?: (string);
  'created_at'?: (string);
  'payload_json'?: (string);
  'duration_ms'?: (number);
  'replay_of'?: (string);
}

export interface WebhookDelivery__Output {
  'id': (string);
  'tenant_id': (string);
  'endpoint_id': (string);
  'url': (string);
  'event': (string);
  'status': (string);
  'attempts': (number);
  'response_status': (number);
  'last_error': (string);
  'delivered_at': (string);
  'created_at': (string);
  'payload_json': (string);
  'duration_ms': (number);
  'replay_of': (string);
}
