// Original file: portico/tenancy/v1/tenancy.proto

import type { ApiKey as _portico_tenancy_v1_ApiKey, ApiKey__Output as _portico_tenancy_v1_ApiKey__Output } from '../../../portico/tenancy/v1/ApiKey';

export interface ListApiKeysResponse {
  'keys'?: (_portico_tenancy_v1_ApiKey)[];
  'allowed'?: (boolean);
}

export interface ListApiKeysResponse__Output {
  'keys': (_portico_tenancy_v1_ApiKey__Output)[];
  'allowed': (boolean);
}
