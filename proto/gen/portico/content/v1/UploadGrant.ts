// Original file: portico/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface UploadGrant {
  'grant'?: (string);
  'expires_at'?: (string);
  'max_bytes'?: (number | string | Long);
}

export interface UploadGrant__Output {
  'grant': (string);
  'expires_at': (string);
  'max_bytes': (string);
}
