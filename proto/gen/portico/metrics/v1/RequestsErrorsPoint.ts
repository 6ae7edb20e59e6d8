// Original file: portico/metrics/v1/metrics.proto


export interface RequestsErrorsPoint {
  'x'?: (string);
  'requests'?: (number | string);
  'errors'?: (number | string);
}

export interface RequestsErrorsPoint__Output {
  'x': (string);
  'requests': (number);
  'errors': (number);
}
