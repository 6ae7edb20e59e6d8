// Original file: portico/events/v1/content_events.proto

import type { Long } from '@grpc/proto-loader';

export interface FileVersionAdded {
  'version_id'?: (string);
  'number'?: (number);
  'uploaded_by'?: (string);
  'file_name'?: (string);
  'size_bytes'?: (number | string | Long);
  'sha256'?: (string);
  'superseded_approval_ids'?: (string)[];
  'title'?: (string);
}

export interface FileVersionAdded__Output {
  'version_id': (string);
  'number': (number);
  'uploaded_by': (string);
  'file_name': (string);
  'size_bytes': (string);
  'sha256': (string);
  'superseded_approval_ids': (string)[];
  'title': (string);
}
