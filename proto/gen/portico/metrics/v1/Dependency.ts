// Original file: portico/metrics/v1/metrics.proto


export interface Dependency {
  'provider'?: (string);
  'status'?: (string);
  'last_error'?: (string);
  'checked_at'?: (string);
}

export interface Dependency__Output {
  'provider': (string);
  'status': (string);
  'last_error': (string);
  'checked_at': (string);
}
