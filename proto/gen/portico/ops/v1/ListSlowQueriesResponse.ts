// Original file: portico/ops/v1/ops.proto

import type { SlowQuery as _portico_ops_v1_SlowQuery, SlowQuery__Output as _portico_ops_v1_SlowQuery__Output } from '../../../portico/ops/v1/SlowQuery';

export interface ListSlowQueriesResponse {
  'service'?: (string);
  'queries'?: (_portico_ops_v1_SlowQuery)[];
  'unavailable_reason'?: (string);
}

export interface ListSlowQueriesResponse__Output {
  'service': (string);
  'queries': (_portico_ops_v1_SlowQuery__Output)[];
  'unavailable_reason': (string);
}
