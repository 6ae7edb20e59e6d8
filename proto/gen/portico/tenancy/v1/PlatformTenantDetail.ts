// Original file: portico/tenancy/v1/tenancy.proto

import type { PlatformTenant as _portico_tenancy_v1_PlatformTenant, PlatformTenant__Output as _portico_tenancy_v1_PlatformTenant__Output } from '../../../portico/tenancy/v1/PlatformTenant';
import type { Domain as _portico_tenancy_v1_Domain, Domain__Output as _portico_tenancy_v1_Domain__Output } from '../../../portico/tenancy/v1/Domain';

export interface PlatformTenantDetail {
  'tenant'?: (_portico_tenancy_v1_PlatformTenant | null);
  'domains'?: (_portico_tenancy_v1_Domain)[];
  'support_email'?: (string);
  'logo_url'?: (string);
  'brand_color'?: (string);
  'favicon_url'?: (string);
}

export interface PlatformTenantDetail__Output {
  'tenant': (_portico_tenancy_v1_PlatformTenant__Output | null);
  'domains': (_portico_tenancy_v1_Domain__Output)[];
  'support_email': (string);
  'logo_url': (string);
  'brand_color': (string);
  'favicon_url': (string);
}
