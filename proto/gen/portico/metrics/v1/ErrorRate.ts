// Original file: portico/metrics/v1/metrics.proto


export interface ErrorRate {
  'error_rate'?: (number | string);
  'requests'?: (number | string);
  'errors'?: (number | string);
}

export interface ErrorRate__Output {
  'error_rate': (number);
  'requests': (number);
  'errors': (number);
}
