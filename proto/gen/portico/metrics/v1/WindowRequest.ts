// Original file: portico/metrics/v1/metrics.proto


export interface WindowRequest {
  'window'?: (string);
}

export interface WindowRequest__Output {
  'window': (string);
}
