// Original file: portico/events/v1/messaging_events.proto

import type { Long } from '@grpc/proto-loader';

export interface MessageAttachment {
  'file_id'?: (string);
  'file_name'?: (string);
  'content_type'?: (string);
  'size_bytes'?: (number | string | Long);
}

export interface MessageAttachment__Output {
  'file_id': (string);
  'file_name': (string);
  'content_type': (string);
  'size_bytes': (string);
}
