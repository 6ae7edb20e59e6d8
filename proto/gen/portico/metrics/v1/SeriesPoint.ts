// Original file: portico/metrics/v1/metrics.proto


export interface SeriesPoint {
  'x'?: (string);
  'value'?: (number | string);
}

export interface SeriesPoint__Output {
  'x': (string);
  'value': (number);
}
