// Original file: portico/tenancy/v1/tenancy.proto

import type { NewPlatformTenant as _portico_tenancy_v1_NewPlatformTenant, NewPlatformTenant__Output as _portico_tenancy_v1_NewPlatformTenant__Output } from '../../../portico/tenancy/v1/NewPlatformTenant';

export interface CreatePlatformInvitationRequest {
  'tenant_id'?: (string);
  'email'?: (string);
  'role'?: (string);
  'signup_base_url'?: (string);
  'new_tenant'?: (_portico_tenancy_v1_NewPlatformTenant | null);
  'bypass_billing'?: (boolean);
}

export interface CreatePlatformInvitationRequest__Output {
  'tenant_id': (string);
  'email': (string);
  'role': (string);
  'signup_base_url': (string);
  'new_tenant': (_portico_tenancy_v1_NewPlatformTenant__Output | null);
  'bypass_billing': (boolean);
}
