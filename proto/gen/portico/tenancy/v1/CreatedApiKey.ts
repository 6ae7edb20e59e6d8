// Original file: portico/tenancy/v1/tenancy.proto

import type { ApiKey as _portico_tenancy_v1_ApiKey, ApiKey__Output as _portico_tenancy_v1_ApiKey__Output } from '../../../portico/tenancy/v1/ApiKey';

export interface CreatedApiKey {
  'api_key'?: (_portico_tenancy_v1_ApiKey | null);
  'key'?: (string);
}

export interface CreatedApiKey__Output {
  'api_key': (_portico_tenancy_v1_ApiKey__Output | null);
  'key': (string);
}
