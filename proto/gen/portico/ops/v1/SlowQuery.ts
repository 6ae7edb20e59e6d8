// Original file: portico/ops/v1/ops.proto

import type { Long } from '@grpc/proto-loader';

export interface SlowQuery {
  'sql'?: (string);
  'p95_ms'?: (number | string);
  'mean_ms'?: (number | string);
  'max_ms'?: (number | string);
  'calls'?: (number | string | Long);
  'database'?: (string);
}

export interface SlowQuery__Output {
  'sql': (string);
  'p95_ms': (number);
  'mean_ms': (number);
  'max_ms': (number);
  'calls': (string);
  'database': (string);
}
