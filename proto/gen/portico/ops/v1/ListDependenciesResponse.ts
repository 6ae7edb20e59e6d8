// Original file: portico/ops/v1/ops.proto

import type { Dependency as _portico_ops_v1_Dependency, Dependency__Output as _portico_ops_v1_Dependency__Output } from '../../../portico/ops/v1/Dependency';

export interface ListDependenciesResponse {
  'service'?: (string);
  'dependencies'?: (_portico_ops_v1_Dependency)[];
}

export interface ListDependenciesResponse__Output {
  'service': (string);
  'dependencies': (_portico_ops_v1_Dependency__Output)[];
}
