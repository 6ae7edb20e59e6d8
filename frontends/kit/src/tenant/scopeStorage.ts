// docs/product.md §4 and §9: scope and active tenant are kept per user in local storage, plus the
// last active tenant id on its own key.

export type Scope = 'tenant' | 'super';

export interface StoredScope {
  scope: Scope;
  activeTenantId: string | null;
}

export const ACTIVE_TENANT_KEY = 'portico.activeTenantId';
export const scopeKeyFor = (userId: string) => `portico.scope.${userId}`;

export function readStoredScope(userId: string): StoredScope | null {
  try {
    const raw = window.localStorage.getItem(scopeKeyFor(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredScope>;
    if (parsed.scope !== 'tenant' && parsed.scope !== 'super') return null;
    return {
      scope: parsed.scope,
      activeTenantId: typeof parsed.activeTenantId === 'string' ? parsed.activeTenantId : null,
    };
  } catch {
    return null;
  }
}

export function writeStoredScope(userId: string, value: StoredScope): void {
  try {
    window.localStorage.setItem(scopeKeyFor(userId), JSON.stringify(value));
    if (value.activeTenantId) window.localStorage.setItem(ACTIVE_TENANT_KEY, value.activeTenantId);
    else window.localStorage.removeItem(ACTIVE_TENANT_KEY);
  } catch {
    // Storage can be full or disabled (private windows); scope then lives for this page only.
  }
}
