// Original file: portico/tenancy/v1/tenancy.proto


export interface SaveOnboardingPlanRequest {
  'plan'?: (string);
  'admin_seats'?: (number);
}

export interface SaveOnboardingPlanRequest__Output {
  'plan': (string);
  'admin_seats': (number);
}
