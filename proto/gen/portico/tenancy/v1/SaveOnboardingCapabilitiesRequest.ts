// Original file: portico/tenancy/v1/tenancy.proto


export interface SaveOnboardingCapabilitiesRequest {
  'use_embeds'?: (boolean);
  'use_forms'?: (boolean);
  'use_files'?: (boolean);
  'slack_webhook'?: (string);
  'email_from_name'?: (string);
  'email_from_address'?: (string);
}

export interface SaveOnboardingCapabilitiesRequest__Output {
  'use_embeds': (boolean);
  'use_forms': (boolean);
  'use_files': (boolean);
  'slack_webhook': (string);
  'email_from_name': (string);
  'email_from_address': (string);
}
