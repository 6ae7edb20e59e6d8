// Original file: portico/metrics/v1/metrics.proto


export interface GetTraceRequest {
  'trace_id'?: (string);
}

export interface GetTraceRequest__Output {
  'trace_id': (string);
}
