// Original file: portico/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface FileVersion {
  'id'?: (string);
  'file_id'?: (string);
  'number'?: (number);
  'uploaded_by'?: (string);
  'file_name'?: (string);
  'content_type'?: (string);
  'size_bytes'?: (number | string | Long);
  'size_display'?: (string);
  'sha256'?: (string);
  'scan_status'?: (string);
  'created_at'?: (string);
  'current'?: (boolean);
}

export interface FileVersion__Output {
  'id': (string);
  'file_id': (string);
  'number': (number);
  'uploaded_by': (string);
  'file_name': (string);
  'content_type': (string);
  'size_bytes': (string);
  'size_display': (string);
  'sha256': (string);
  'scan_status': (string);
  'created_at': (string);
  'current': (boolean);
}
