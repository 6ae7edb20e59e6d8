// Original file: portico/metrics/v1/metrics.proto

import type { Long } from '@grpc/proto-loader';

export interface Storage {
  'used_tb'?: (number | string);
  'quota_tb'?: (number | string);
  'used_bytes'?: (number | string | Long);
}

export interface Storage__Output {
  'used_tb': (number);
  'quota_tb': (number);
  'used_bytes': (string);
}
