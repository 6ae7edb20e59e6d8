// Original file: portico/notifications/v1/notifications.proto


export interface Job {
  'id'?: (string);
  'queue'?: (string);
  'status'?: (string);
  'runtime_ms'?: (number);
  'attempts'?: (number);
  'error_excerpt'?: (string);
  'tenant_id'?: (string);
  'created_at'?: (string);
  'finished_at'?: (string);
}

export interface Job__Output {
  'id': (string);
  'queue': (string);
  'status': (string);
  'runtime_ms': (number);
  'attempts': (number);
  'error_excerpt': (string);
  'tenant_id': (string);
  'created_at': (string);
  'finished_at': (string);
}
