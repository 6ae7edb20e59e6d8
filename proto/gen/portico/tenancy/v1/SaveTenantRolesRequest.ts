// Original file: portico/tenancy/v1/tenancy.proto

import type { TenantRole as _portico_tenancy_v1_TenantRole, TenantRole__Output as _portico_tenancy_v1_TenantRole__Output } from '../../../portico/tenancy/v1/TenantRole';

export interface SaveTenantRolesRequest {
  'roles'?: (_portico_tenancy_v1_TenantRole)[];
}

export interface SaveTenantRolesRequest__Output {
  'roles': (_portico_tenancy_v1_TenantRole__Output)[];
}
