// Original file: portico/metrics/v1/metrics.proto


export interface LatencyPoint {
  'x'?: (string);
  'p50'?: (number | string);
  'p95'?: (number | string);
  'p99'?: (number | string);
}

export interface LatencyPoint__Output {
  'x': (string);
  'p50': (number);
  'p95': (number);
  'p99': (number);
}
