// Original file: portico/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface Attachment {
  'file_id'?: (string);
  'file_name'?: (string);
  'content_type'?: (string);
  'size_bytes'?: (number | string | Long);
  'message_id'?: (string);
  'conversation_id'?: (string);
}

export interface Attachment__Output {
  'file_id': (string);
  'file_name': (string);
  'content_type': (string);
  'size_bytes': (string);
  'message_id': (string);
  'conversation_id': (string);
}
