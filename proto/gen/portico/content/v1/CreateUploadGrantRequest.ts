// Original file: portico/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateUploadGrantRequest {
  'purpose'?: (string);
  'title'?: (string);
  'file_name'?: (string);
  'size_bytes'?: (number | string | Long);
  'user_id'?: (string);
  'assigned_roles'?: (string)[];
  'tags'?: (string)[];
  'message'?: (string);
  'notify_user'?: (boolean);
  'recipient_email'?: (string);
  'file_id'?: (string);
  'folder_id'?: (string);
  'request_id'?: (string);
}

export interface CreateUploadGrantRequest__Output {
  'purpose': (string);
  'title': (string);
  'file_name': (string);
  'size_bytes': (string);
  'user_id': (string);
  'assigned_roles': (string)[];
  'tags': (string)[];
  'message': (string);
  'notify_user': (boolean);
  'recipient_email': (string);
  'file_id': (string);
  'folder_id': (string);
  'request_id': (string);
}
