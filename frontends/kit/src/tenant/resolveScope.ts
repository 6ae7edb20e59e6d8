import type { Membership } from '../api/schema';
import type { Scope, StoredScope } from './scopeStorage';

export interface ScopeInput {
  isSuperAdmin: boolean;
  memberships: Membership[];
  urlTenantId: string | null;
  stored: StoredScope | null;
}

export interface ResolvedScope {
  scope: Scope;
  activeTenantId: string | null;
}

export const activeMemberships = (memberships: Membership[]) =>
  memberships.filter((m) => (m.status ?? 'active').toLowerCase() === 'active');

/**
 * docs/product.md §4. A super admin with no tenant in the URL is in super scope unless they chose a
 * tenant earlier (kept so that moving between a tenant's admin pages does not drop the tenant).
 * Everyone else is in tenant scope: URL tenant, else stored tenant, else first active
 * membership, and it must be one of their memberships.
 */
export function resolveScope({
  isSuperAdmin,
  memberships,
  urlTenantId,
  stored,
}: ScopeInput): ResolvedScope {
  const active = activeMemberships(memberships);
  const isMember = (id: string | null | undefined): id is string =>
    !!id && active.some((m) => m.tenant_id === id);

  if (isSuperAdmin) {
    if (urlTenantId) return { scope: 'tenant', activeTenantId: urlTenantId };
    if (stored?.scope === 'tenant' && stored.activeTenantId)
      return { scope: 'tenant', activeTenantId: stored.activeTenantId };
    return { scope: 'super', activeTenantId: null };
  }
  if (isMember(urlTenantId)) return { scope: 'tenant', activeTenantId: urlTenantId };
  if (isMember(stored?.activeTenantId))
    return { scope: 'tenant', activeTenantId: stored!.activeTenantId };
  return { scope: 'tenant', activeTenantId: active[0]?.tenant_id ?? null };
}
