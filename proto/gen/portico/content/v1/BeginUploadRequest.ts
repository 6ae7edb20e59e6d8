// Original file: portico/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface BeginUploadRequest {
  'title'?: (string);
  'file_name'?: (string);
  'content_type'?: (string);
  'declared_size_bytes'?: (number | string | Long);
  'user_id'?: (string);
  'assigned_roles'?: (string)[];
  'tags'?: (string)[];
  'message'?: (string);
  'notify_user'?: (boolean);
}

export interface BeginUploadRequest__Output {
  'title': (string);
  'file_name': (string);
  'content_type': (string);
  'declared_size_bytes': (string);
  'user_id': (string);
  'assigned_roles': (string)[];
  'tags': (string)[];
  'message': (string);
  'notify_user': (boolean);
}
