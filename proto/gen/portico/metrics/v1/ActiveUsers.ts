// Original file: portico/metrics/v1/metrics.proto


export interface ActiveUsers {
  'today'?: (number);
  'tenants'?: (number);
}

export interface ActiveUsers__Output {
  'today': (number);
  'tenants': (number);
}
