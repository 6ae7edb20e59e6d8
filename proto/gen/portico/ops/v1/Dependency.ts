// Original file: portico/ops/v1/ops.proto


export interface Dependency {
  'name'?: (string);
  'status'?: (string);
  'latency_ms'?: (number | string);
  'reason'?: (string);
  'checked_at'?: (string);
}

export interface Dependency__Output {
  'name': (string);
  'status': (string);
  'latency_ms': (number);
  'reason': (string);
  'checked_at': (string);
}
