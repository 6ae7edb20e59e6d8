// Original file: portico/events/v1/tenancy_events.proto


export interface OnboardingStepCompleted {
  'step'?: (string);
  'next_step'?: (string);
  'user_id'?: (string);
  'details_json'?: (string);
}

export interface OnboardingStepCompleted__Output {
  'step': (string);
  'next_step': (string);
  'user_id': (string);
  'details_json': (string);
}
