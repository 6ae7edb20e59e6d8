// Original file: portico/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface ListStreamEventsRequest {
  'after_position'?: (number | string | Long);
  'limit'?: (number);
}

export interface ListStreamEventsRequest__Output {
  'after_position': (string);
  'limit': (number);
}
