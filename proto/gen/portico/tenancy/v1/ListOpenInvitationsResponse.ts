// Original file: portico/tenancy/v1/tenancy.proto

import type { OpenInvitation as _portico_tenancy_v1_OpenInvitation, OpenInvitation__Output as _portico_tenancy_v1_OpenInvitation__Output } from '../../../portico/tenancy/v1/OpenInvitation';

export interface ListOpenInvitationsResponse {
  'invitations'?: (_portico_tenancy_v1_OpenInvitation)[];
}

export interface ListOpenInvitationsResponse__Output {
  'invitations': (_portico_tenancy_v1_OpenInvitation__Output)[];
}
