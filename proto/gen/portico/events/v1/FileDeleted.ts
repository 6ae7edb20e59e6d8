// Original file: portico/events/v1/content_events.proto

import type { Long } from '@grpc/proto-loader';

export interface FileDeleted {
  'deleted_by'?: (string);
  'size_bytes'?: (number | string | Long);
  'reason'?: (string);
}

export interface FileDeleted__Output {
  'deleted_by': (string);
  'size_bytes': (string);
  'reason': (string);
}
