// Original file: portico/metrics/v1/metrics.proto


export interface TraceSpan {
  'span_id'?: (string);
  'parent_span_id'?: (string);
  'service'?: (string);
  'name'?: (string);
  'kind'?: (number);
  'started_at'?: (string);
  'duration_ms'?: (number | string);
  'status_code'?: (number);
  'status_message'?: (string);
}

export interface TraceSpan__Output {
  'span_id': (string);
  'parent_span_id': (string);
  'service': (string);
  'name': (string);
  'kind': (number);
  'started_at': (string);
  'duration_ms': (number);
  'status_code': (number);
  'status_message': (string);
}
