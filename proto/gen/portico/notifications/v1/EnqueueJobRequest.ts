// Original file: portico/notifications/v1/notifications.proto


export interface EnqueueJobRequest {
  'queue'?: (string);
  'payload_json'?: (string);
}

export interface EnqueueJobRequest__Output {
  'queue': (string);
  'payload_json': (string);
}
