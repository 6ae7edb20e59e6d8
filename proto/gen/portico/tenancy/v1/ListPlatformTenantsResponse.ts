// Original file: portico/tenancy/v1/tenancy.proto

import type { PlatformTenant as _portico_tenancy_v1_PlatformTenant, PlatformTenant__Output as _portico_tenancy_v1_PlatformTenant__Output } from '../../../portico/tenancy/v1/PlatformTenant';

export interface ListPlatformTenantsResponse {
  'items'?: (_portico_tenancy_v1_PlatformTenant)[];
  'total'?: (number);
}

export interface ListPlatformTenantsResponse__Output {
  'items': (_portico_tenancy_v1_PlatformTenant__Output)[];
  'total': (number);
}
