// Original file: portico/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface File {
  'id'?: (string);
  'tenant_id'?: (string);
  'user_id'?: (string);
  'title'?: (string);
  'file_name'?: (string);
  'content_type'?: (string);
  'size_bytes'?: (number | string | Long);
  'size_display'?: (string);
  'uploaded_by'?: (string);
  'assigned_roles'?: (string)[];
  'tags'?: (string)[];
  'message'?: (string);
  'origin'?: (string);
  'scan_status'?: (string);
  'opened_at'?: (string);
  'created_at'?: (string);
  'sha256'?: (string);
  'folder_id'?: (string);
  'version'?: (number);
}

export interface File__Output {
  'id': (string);
  'tenant_id': (string);
  'user_id': (string);
  'title': (string);
  'file_name': (string);
  'content_type': (string);
  'size_bytes': (string);
  'size_display': (string);
  'uploaded_by': (string);
  'assigned_roles': (string)[];
  'tags': (string)[];
  'message': (string);
  'origin': (string);
  'scan_status': (string);
  'opened_at': (string);
  'created_at': (string);
  'sha256': (string);
  'folder_id': (string);
  'version': (number);
}
