// Original file: portico/metrics/v1/metrics.proto


export interface ErrorRateRequest {
  'window'?: (string);
}

export interface ErrorRateRequest__Output {
  'window': (string);
}
