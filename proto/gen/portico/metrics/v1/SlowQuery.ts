// Original file: portico/metrics/v1/metrics.proto

import type { Long } from '@grpc/proto-loader';

export interface SlowQuery {
  'sql'?: (string);
  'p95_ms'?: (number | string);
  'last_seen'?: (string);
  'suggested_index'?: (string);
  'database'?: (string);
  'calls'?: (number | string | Long);
}

export interface SlowQuery__Output {
  'sql': (string);
  'p95_ms': (number);
  'last_seen': (string);
  'suggested_index': (string);
  'database': (string);
  'calls': (string);
}
