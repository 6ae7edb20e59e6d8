// Original file: portico/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface CompleteUploadRequest {
  'file_id'?: (string);
  'size_bytes'?: (number | string | Long);
  'sha256'?: (string);
}

export interface CompleteUploadRequest__Output {
  'file_id': (string);
  'size_bytes': (string);
  'sha256': (string);
}
