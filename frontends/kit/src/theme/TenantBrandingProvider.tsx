import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { accountsApi } from '../api/accounts';
import { useApi } from '../api/ApiProvider';
import type { TenantConfig } from '../api/types';
import { useAsync } from '../hooks/useAsync';
import { useActiveTenant } from '../tenant/ActiveTenantProvider';
import { applyTenantTheme, resetTenantTheme } from './applyTenantTheme';

export interface TenantBranding {
  /** null while loading, when no tenant is active, or when the config could not be read. */
  config: TenantConfig | null;
  loading: boolean;
}

const TenantBrandingContext = createContext<TenantBranding>({ config: null, loading: false });

/** Reads the active tenant's config and paints it onto the page (colours, title, favicon). */
export function TenantBrandingProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { activeTenantId } = useActiveTenant();
  const load = useAsync<TenantConfig | null>(
    () => (activeTenantId ? accountsApi(api).tenantConfig(activeTenantId) : Promise.resolve(null)),
    [api, activeTenantId],
  );
  const config = load.status === 'success' ? load.data : null;

  useEffect(() => {
    if (!config) {
      resetTenantTheme();
      return;
    }
    applyTenantTheme({
      primary: config.brand_color ?? null,
      faviconUrl: config.favicon_url ?? null,
      title: config.name,
    });
  }, [config]);

  const value = useMemo(
    () => ({ config, loading: load.status === 'loading' }),
    [config, load.status],
  );
  return <TenantBrandingContext.Provider value={value}>{children}</TenantBrandingContext.Provider>;
}

export const useTenantBranding = () => useContext(TenantBrandingContext);
