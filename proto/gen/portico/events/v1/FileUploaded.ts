// Original file: portico/events/v1/content_events.proto

import type { Long } from '@grpc/proto-loader';

export interface FileUploaded {
  'title'?: (string);
  'file_name'?: (string);
  'content_type'?: (string);
  'size_bytes'?: (number | string | Long);
  'user_id'?: (string);
  'uploaded_by'?: (string);
  'assigned_roles'?: (string)[];
  'notify_user'?: (boolean);
  'message'?: (string);
  'tags'?: (string)[];
  'scan_status'?: (string);
  'recipient_email'?: (string);
}

export interface FileUploaded__Output {
  'title': (string);
  'file_name': (string);
  'content_type': (string);
  'size_bytes': (string);
  'user_id': (string);
  'uploaded_by': (string);
  'assigned_roles': (string)[];
  'notify_user': (boolean);
  'message': (string);
  'tags': (string)[];
  'scan_status': (string);
  'recipient_email': (string);
}
