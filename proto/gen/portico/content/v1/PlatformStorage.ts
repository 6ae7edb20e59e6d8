// Original file: portico/content/v1/content.proto

import type { Long } from '@grpc/proto-loader';

export interface PlatformStorage {
  'used_bytes'?: (number | string | Long);
  'quota_bytes'?: (number | string | Long);
  'file_count'?: (number);
  'tenants'?: (number);
  'unlimited_tenants'?: (number);
}

export interface PlatformStorage__Output {
  'used_bytes': (string);
  'quota_bytes': (string);
  'file_count': (number);
  'tenants': (number);
  'unlimited_tenants': (number);
}
