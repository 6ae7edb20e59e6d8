// Original file: portico/metrics/v1/metrics.proto

import type { SlowQuery as _portico_metrics_v1_SlowQuery, SlowQuery__Output as _portico_metrics_v1_SlowQuery__Output } from '../../../portico/metrics/v1/SlowQuery';

export interface ListSlowQueriesResponse {
  'queries'?: (_portico_metrics_v1_SlowQuery)[];
}

export interface ListSlowQueriesResponse__Output {
  'queries': (_portico_metrics_v1_SlowQuery__Output)[];
}
