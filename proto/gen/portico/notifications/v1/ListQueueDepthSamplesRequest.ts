// Original file: portico/notifications/v1/notifications.proto


export interface ListQueueDepthSamplesRequest {
  'hours'?: (number);
}

export interface ListQueueDepthSamplesRequest__Output {
  'hours': (number);
}
