// Original file: portico/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface StreamEvent {
  'position'?: (number | string | Long);
  'topic'?: (string);
  'payload'?: (Buffer | Uint8Array | string);
}

export interface StreamEvent__Output {
  'position': (string);
  'topic': (string);
  'payload': (Buffer);
}
