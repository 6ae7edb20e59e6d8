import type { ApiMethod, CallOptions } from './client';

/**
 * Query keys name whose data they hold: the signed-in user and the scope of the call — 'public'
 * (anonymous), 'no-tenant', or the tenant id — so a tenant switch, or another person signing in
 * on the same tab, reads and fills other entries and never sees the previous one's answers.
 */
const ROOT = 'portico-api';

export type CallScope = string;

export function apiQueryKey(
  userId: string | null,
  scope: CallScope,
  method: ApiMethod,
  path: string,
  request: unknown = null,
) {
  return [ROOT, userId ?? 'anonymous', scope, method, path, request ?? null] as const;
}

/** Where a key keeps its path (for invalidating one endpoint in every scope). */
export const KEY_PATH_INDEX = 4;

export function scopeOf(
  options: CallOptions | undefined,
  activeTenantId: string | null,
): CallScope {
  if (options?.anonymous) return 'public';
  const tenantId = options?.tenantId === undefined ? activeTenantId : options.tenantId;
  return tenantId ?? 'no-tenant';
}

/** The tenant a call in this scope is sent for (null for public and tenant-less calls). */
export function tenantOfScope(scope: CallScope): string | null {
  return scope === 'public' || scope === 'no-tenant' ? null : scope;
}
