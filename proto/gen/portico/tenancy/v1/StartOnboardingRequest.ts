// Original file: portico/tenancy/v1/tenancy.proto


export interface StartOnboardingRequest {
  'company_name'?: (string);
  'source'?: (string);
  'source_other'?: (string);
  'title'?: (string);
  'plan'?: (string);
  'invite'?: (string);
  'email'?: (string);
}

export interface StartOnboardingRequest__Output {
  'company_name': (string);
  'source': (string);
  'source_other': (string);
  'title': (string);
  'plan': (string);
  'invite': (string);
  'email': (string);
}
