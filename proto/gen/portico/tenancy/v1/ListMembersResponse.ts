// Original file: portico/tenancy/v1/tenancy.proto

import type { Member as _portico_tenancy_v1_Member, Member__Output as _portico_tenancy_v1_Member__Output } from '../../../portico/tenancy/v1/Member';

export interface ListMembersResponse {
  'members'?: (_portico_tenancy_v1_Member)[];
}

export interface ListMembersResponse__Output {
  'members': (_portico_tenancy_v1_Member__Output)[];
}
