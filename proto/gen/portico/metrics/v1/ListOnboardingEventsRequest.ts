// Original file: portico/metrics/v1/metrics.proto


export interface ListOnboardingEventsRequest {
  'limit'?: (number);
  'tenant_id'?: (string);
}

export interface ListOnboardingEventsRequest__Output {
  'limit': (number);
  'tenant_id': (string);
}
