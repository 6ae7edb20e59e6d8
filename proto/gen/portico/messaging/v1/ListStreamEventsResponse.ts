// Original file: portico/messaging/v1/messaging.proto

import type { StreamEvent as _portico_messaging_v1_StreamEvent, StreamEvent__Output as _portico_messaging_v1_StreamEvent__Output } from '../../../portico/messaging/v1/StreamEvent';
import type { Long } from '@grpc/proto-loader';

export interface ListStreamEventsResponse {
  'events'?: (_portico_messaging_v1_StreamEvent)[];
  'has_more'?: (boolean);
  'head'?: (number | string | Long);
  'gap'?: (boolean);
}

export interface ListStreamEventsResponse__Output {
  'events': (_portico_messaging_v1_StreamEvent__Output)[];
  'has_more': (boolean);
  'head': (string);
  'gap': (boolean);
}
