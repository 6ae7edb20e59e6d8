// Original file: portico/metrics/v1/metrics.proto


export interface OnboardingEvent {
  'id'?: (string);
  'tenant_id'?: (string);
  'user_id'?: (string);
  'step'?: (string);
  'details_json'?: (string);
  'created_at'?: (string);
}

export interface OnboardingEvent__Output {
  'id': (string);
  'tenant_id': (string);
  'user_id': (string);
  'step': (string);
  'details_json': (string);
  'created_at': (string);
}
