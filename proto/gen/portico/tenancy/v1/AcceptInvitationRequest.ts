// Original file: portico/tenancy/v1/tenancy.proto


export interface AcceptInvitationRequest {
  'token'?: (string);
  'email'?: (string);
}

export interface AcceptInvitationRequest__Output {
  'token': (string);
  'email': (string);
}
