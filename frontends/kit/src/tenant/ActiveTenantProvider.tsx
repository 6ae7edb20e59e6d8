import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../api/ApiProvider';
import type { Membership } from '../api/schema';
import { useAuth } from '../auth/AuthProvider';
import { resolveScope } from './resolveScope';
import { readStoredScope, writeStoredScope, type Scope, type StoredScope } from './scopeStorage';

export interface ActiveTenantContextValue {
  scope: Scope;
  activeTenantId: string | null;
  /** The caller's membership in the active tenant, if any (super admins may view others). */
  activeMembership: Membership | null;
  memberships: Membership[];
  isSuperAdmin: boolean;
  setScope(scope: Scope): void;
  setActiveTenantId(tenantId: string): void;
}

const ActiveTenantContext = createContext<ActiveTenantContextValue | null>(null);

export function ActiveTenantProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { user, memberships, isSuperAdmin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const urlTenantId = new URLSearchParams(location.search).get('tenant_id');
  const userId = user?.id ?? null;

  const [stored, setStored] = useState<StoredScope | null>(null);
  useEffect(() => setStored(userId ? readStoredScope(userId) : null), [userId]);

  const resolved = useMemo(
    () =>
      resolveScope({
        isSuperAdmin,
        memberships,
        urlTenantId,
        stored: stored ?? (userId ? readStoredScope(userId) : null),
      }),
    [isSuperAdmin, memberships, urlTenantId, stored, userId],
  );

  // Assigned while rendering, not in an effect: children's effects run before ours, and their
  // first requests must already carry the right x-tenant-id.
  api.setTenantId(resolved.activeTenantId);

  useEffect(() => {
    if (!userId) return;
    const current = readStoredScope(userId);
    if (current?.scope !== resolved.scope || current.activeTenantId !== resolved.activeTenantId) {
      writeStoredScope(userId, resolved);
    }
  }, [userId, resolved]);

  const remember = useCallback(
    (next: StoredScope) => {
      if (userId) writeStoredScope(userId, next);
      setStored(next);
    },
    [userId],
  );

  const setScope = useCallback(
    (scope: Scope) => {
      if (scope === 'super') {
        remember({ scope: 'super', activeTenantId: null });
        const params = new URLSearchParams(location.search);
        if (params.has('tenant_id')) {
          params.delete('tenant_id');
          const search = params.toString();
          navigate(
            { pathname: location.pathname, search: search ? `?${search}` : '' },
            { replace: true },
          );
        }
      } else {
        remember({ scope: 'tenant', activeTenantId: resolved.activeTenantId });
      }
    },
    [remember, location.pathname, location.search, navigate, resolved.activeTenantId],
  );

  const setActiveTenantId = useCallback(
    (tenantId: string) => {
      remember({ scope: 'tenant', activeTenantId: tenantId });
      const params = new URLSearchParams(location.search);
      params.set('tenant_id', tenantId);
      navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { replace: true });
    },
    [remember, location.pathname, location.search, navigate],
  );

  const value = useMemo<ActiveTenantContextValue>(
    () => ({
      ...resolved,
      activeMembership: memberships.find((m) => m.tenant_id === resolved.activeTenantId) ?? null,
      memberships,
      isSuperAdmin,
      setScope,
      setActiveTenantId,
    }),
    [resolved, memberships, isSuperAdmin, setScope, setActiveTenantId],
  );

  return <ActiveTenantContext.Provider value={value}>{children}</ActiveTenantContext.Provider>;
}

/**
 * The tenant calls are made for, or null (also outside an ActiveTenantProvider: public pages,
 * tests); server-state keys carry it.
 */
export function useActiveTenantId(): string | null {
  return useContext(ActiveTenantContext)?.activeTenantId ?? null;
}

export function useActiveTenant(): ActiveTenantContextValue {
  const value = useContext(ActiveTenantContext);
  if (!value) throw new Error('useActiveTenant must be used within an ActiveTenantProvider');
  return value;
}
