// Original file: portico/tenancy/v1/tenancy.proto

import type { PlatformTenantMember as _portico_tenancy_v1_PlatformTenantMember, PlatformTenantMember__Output as _portico_tenancy_v1_PlatformTenantMember__Output } from '../../../portico/tenancy/v1/PlatformTenantMember';
import type { Invitation as _portico_tenancy_v1_Invitation, Invitation__Output as _portico_tenancy_v1_Invitation__Output } from '../../../portico/tenancy/v1/Invitation';

export interface ListPlatformTenantMembersResponse {
  'members'?: (_portico_tenancy_v1_PlatformTenantMember)[];
  'invitations'?: (_portico_tenancy_v1_Invitation)[];
}

export interface ListPlatformTenantMembersResponse__Output {
  'members': (_portico_tenancy_v1_PlatformTenantMember__Output)[];
  'invitations': (_portico_tenancy_v1_Invitation__Output)[];
}
