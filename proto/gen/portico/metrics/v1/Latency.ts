// Original file: portico/metrics/v1/metrics.proto

import type { LatencyPoint as _portico_metrics_v1_LatencyPoint, LatencyPoint__Output as _portico_metrics_v1_LatencyPoint__Output } from '../../../portico/metrics/v1/LatencyPoint';

export interface Latency {
  'points'?: (_portico_metrics_v1_LatencyPoint)[];
  'p50'?: (number | string);
  'p95'?: (number | string);
  'p99'?: (number | string);
}

export interface Latency__Output {
  'points': (_portico_metrics_v1_LatencyPoint__Output)[];
  'p50': (number);
  'p95': (number);
  'p99': (number);
}
