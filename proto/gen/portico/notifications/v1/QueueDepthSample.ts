// Original file: portico/notifications/v1/notifications.proto


export interface QueueDepthSample {
  'at'?: (string);
  'queued'?: (number);
}

export interface QueueDepthSample__Output {
  'at': (string);
  'queued': (number);
}
