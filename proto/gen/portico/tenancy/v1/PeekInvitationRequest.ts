// Original file: portico/tenancy/v1/tenancy.proto


export interface PeekInvitationRequest {
  'token'?: (string);
}

export interface PeekInvitationRequest__Output {
  'token': (string);
}
