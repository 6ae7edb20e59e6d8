// Original file: portico/tenancy/v1/tenancy.proto

import type { CreateInvitationRequest as _portico_tenancy_v1_CreateInvitationRequest, CreateInvitationRequest__Output as _portico_tenancy_v1_CreateInvitationRequest__Output } from '../../../portico/tenancy/v1/CreateInvitationRequest';

export interface CreateInvitationsRequest {
  'invitations'?: (_portico_tenancy_v1_CreateInvitationRequest)[];
}

export interface CreateInvitationsRequest__Output {
  'invitations': (_portico_tenancy_v1_CreateInvitationRequest__Output)[];
}
