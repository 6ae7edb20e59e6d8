// Original file: portico/tenancy/v1/tenancy.proto

import type { PlatformUserWorkspace as _portico_tenancy_v1_PlatformUserWorkspace, PlatformUserWorkspace__Output as _portico_tenancy_v1_PlatformUserWorkspace__Output } from '../../../portico/tenancy/v1/PlatformUserWorkspace';

export interface ListPlatformUserWorkspacesResponse {
  'workspaces'?: (_portico_tenancy_v1_PlatformUserWorkspace)[];
}

export interface ListPlatformUserWorkspacesResponse__Output {
  'workspaces': (_portico_tenancy_v1_PlatformUserWorkspace__Output)[];
}
