// Original file: portico/metrics/v1/metrics.proto


export interface TopEndpoint {
  'endpoint'?: (string);
  'error_pct'?: (number | string);
  'requests'?: (number | string);
  'last_error_at'?: (string);
  'last_request_id'?: (string);
  'last_trace_id'?: (string);
}

export interface TopEndpoint__Output {
  'endpoint': (string);
  'error_pct': (number);
  'requests': (number);
  'last_error_at': (string);
  'last_request_id': (string);
  'last_trace_id': (string);
}
