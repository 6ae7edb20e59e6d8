// Original file: portico/tenancy/v1/tenancy.proto

import type { TenantMember as _portico_tenancy_v1_TenantMember, TenantMember__Output as _portico_tenancy_v1_TenantMember__Output } from '../../../portico/tenancy/v1/TenantMember';

export interface ListTenantMembersResponse {
  'members'?: (_portico_tenancy_v1_TenantMember)[];
}

export interface ListTenantMembersResponse__Output {
  'members': (_portico_tenancy_v1_TenantMember__Output)[];
}
