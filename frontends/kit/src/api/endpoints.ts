import { useApiQuery } from './queries';
import type { PublicPlanCatalog } from './schema';
import { toPlan, type Plan } from '../plans';

// Reads more than one screen makes, named after what they read. Each is cached per signed-in
// person and tenant (./keys); the changes that affect them invalidate them (useApiMutation).

/** The active tenant's name, branding, role labels and features; idle without a tenant. */
export function useTenantConfig(tenantId: string | null) {
  return useApiQuery('/api/tenant-config', { tenantId }, { enabled: tenantId !== null });
}

/** The active tenant's roles with their labels and colours. */
export function useTenantRoles() {
  return useApiQuery('/api/tenant-roles', undefined);
}

/** Where the signed-in person is in onboarding; idle until asked for. */
export function useOnboardingStatus(enabled = true) {
  return useApiQuery('/api/onboarding-status', { tenantId: null }, { enabled });
}

const cards = (catalog: PublicPlanCatalog): Plan[] =>
  catalog.plans.map(toPlan).filter((plan): plan is Plan => plan !== undefined);

/** Billing's plan catalog as cards, in display order (public: no session needed). */
export function usePlans() {
  return useApiQuery('/api/public/plans', { anonymous: true }, { select: cards });
}

/**
 * A tenant's sign-in branding for a custom domain or subdomain, or for a link that names the
 * tenant (`tenant`: its subdomain; `invitation`: an invitation's token, which also answers the
 * invited address); `{ tenant_id: null }` on the platform's own host, 404 for a host that
 * names no tenant.
 */
export function usePublicBranding(
  host: string,
  link: { tenant?: string | null; invitation?: string | null } = {},
) {
  const query = {
    host,
    ...(link.tenant ? { tenant: link.tenant } : {}),
    ...(link.invitation ? { invitation: link.invitation } : {}),
  };
  return useApiQuery(
    '/api/public/branding',
    { params: { query }, anonymous: true },
    { retry: false, staleTime: Infinity },
  );
}
