// Original file: portico/metrics/v1/metrics.proto


export interface Uptime {
  'p24h'?: (number | string);
  'p7d'?: (number | string);
  'p30d'?: (number | string);
}

export interface Uptime__Output {
  'p24h': (number);
  'p7d': (number);
  'p30d': (number);
}
