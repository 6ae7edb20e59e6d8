// Original file: portico/tenancy/v1/tenancy.proto

import type { FeatureFlag as _portico_tenancy_v1_FeatureFlag, FeatureFlag__Output as _portico_tenancy_v1_FeatureFlag__Output } from '../../../portico/tenancy/v1/FeatureFlag';

export interface ListFeatureFlagsResponse {
  'flags'?: (_portico_tenancy_v1_FeatureFlag)[];
}

export interface ListFeatureFlagsResponse__Output {
  'flags': (_portico_tenancy_v1_FeatureFlag__Output)[];
}
