// Original file: portico/metrics/v1/metrics.proto

import type { Dependency as _portico_metrics_v1_Dependency, Dependency__Output as _portico_metrics_v1_Dependency__Output } from '../../../portico/metrics/v1/Dependency';

export interface ListDependenciesResponse {
  'dependencies'?: (_portico_metrics_v1_Dependency)[];
}

export interface ListDependenciesResponse__Output {
  'dependencies': (_portico_metrics_v1_Dependency__Output)[];
}
