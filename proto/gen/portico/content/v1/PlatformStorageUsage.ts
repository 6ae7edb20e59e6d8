// Original file: portico/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface PlatformStorageUsage {
  'used_bytes'?: (number | string | Long);
  'quota_bytes'?: (number | string | Long);
  'used_tb'?: (number | string);
  'quota_tb'?: (number | string);
}

export interface PlatformStorageUsage__Output {
  'used_bytes': (string);
  'quota_bytes': (string);
  'used_tb': (number);
  'quota_tb': (number);
}
