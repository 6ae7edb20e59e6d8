// Original file: portico/tenancy/v1/tenancy.proto

import type { Membership as _portico_tenancy_v1_Membership, Membership__Output as _portico_tenancy_v1_Membership__Output } from '../../../portico/tenancy/v1/Membership';

export interface Access {
  'memberships'?: (_portico_tenancy_v1_Membership)[];
  'tenant_id'?: (string);
  'effective_role'?: (string);
  'membership'?: (_portico_tenancy_v1_Membership | null);
}

export interface Access__Output {
  'memberships': (_portico_tenancy_v1_Membership__Output)[];
  'tenant_id': (string);
  'effective_role': (string);
  'membership': (_portico_tenancy_v1_Membership__Output | null);
}
