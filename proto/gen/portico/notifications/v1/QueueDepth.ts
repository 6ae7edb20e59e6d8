// Original file: portico/notifications/v1/notifications.proto


export interface QueueDepth {
  'queued'?: (number);
  'running'?: (number);
  'failed_last_24h'?: (number);
}

export interface QueueDepth__Output {
  'queued': (number);
  'running': (number);
  'failed_last_24h': (number);
}
