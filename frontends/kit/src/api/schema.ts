import type { ApiAnswer, ApiInit, ApiMethod, ApiPath } from './client';

// Friendly names for the shapes screens use, all read from the gateway's generated OpenAPI
// types (./generated): nothing here is written by hand, so a changed route changes them too.

export type { components, paths } from './generated/schema';

/** The JSON body an endpoint takes, as declared. */
export type ApiBody<M extends ApiMethod, P extends ApiPath<M>> = Exclude<
  NonNullable<ApiInit<M, P>> extends { body?: infer B } ? B : never,
  undefined
>;

export type Me = ApiAnswer<'get', '/api/me'>;
export type Membership = Me['memberships'][number];
export type Profile = ApiAnswer<'get', '/api/profile'>;
export type TenantConfig = ApiAnswer<'get', '/api/tenant-config'>;
export type TenantRoles = ApiAnswer<'get', '/api/tenant-roles'>;
/** A tenant's sign-in branding: the public branding answer on one of its hosts. */
export type PublicBranding = Extract<ApiAnswer<'get', '/api/public/branding'>, { name: string }>;
export type PublicPlanCatalog = ApiAnswer<'get', '/api/public/plans'>;
export type OnboardingStatus = ApiAnswer<'get', '/api/onboarding-status'>;
export type SubdomainCheck = ApiAnswer<'post', '/api/onboarding-check-subdomain'>;

export type SignupRequest = ApiBody<'post', '/api/auth/signup'>;
export type OnboardingStartRequest = ApiBody<'post', '/api/onboarding-start'>;
export type BrandingRequest = ApiBody<'post', '/api/onboarding-branding'>;
export type CapabilitiesRequest = ApiBody<'post', '/api/onboarding-capabilities'>;
