// Original file: portico/tenancy/v1/tenancy.proto


export interface CreateInvitationRequest {
  'email'?: (string);
  'role'?: (string);
  'signup_base_url'?: (string);
  'show_link'?: (boolean);
}

export interface CreateInvitationRequest__Output {
  'email': (string);
  'role': (string);
  'signup_base_url': (string);
  'show_link': (boolean);
}
