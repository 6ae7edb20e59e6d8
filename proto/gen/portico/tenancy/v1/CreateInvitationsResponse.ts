// Original file: portico/tenancy/v1/tenancy.proto

import type { Invitation as _portico_tenancy_v1_Invitation, Invitation__Output as _portico_tenancy_v1_Invitation__Output } from '../../../portico/tenancy/v1/Invitation';

export interface CreateInvitationsResponse {
  'invitations'?: (_portico_tenancy_v1_Invitation)[];
}

export interface CreateInvitationsResponse__Output {
  'invitations': (_portico_tenancy_v1_Invitation__Output)[];
}
