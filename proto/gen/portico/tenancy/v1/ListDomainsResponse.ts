// Original file: portico/tenancy/v1/tenancy.proto

import type { Domain as _portico_tenancy_v1_Domain, Domain__Output as _portico_tenancy_v1_Domain__Output } from '../../../portico/tenancy/v1/Domain';

export interface ListDomainsResponse {
  'domains'?: (_portico_tenancy_v1_Domain)[];
}

export interface ListDomainsResponse__Output {
  'domains': (_portico_tenancy_v1_Domain__Output)[];
}
