import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTenantConfig } from '../api/endpoints';
import type { TenantConfig } from '../api/schema';
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
  const { activeTenantId } = useActiveTenant();
  const load = useTenantConfig(activeTenantId);
  const config = activeTenantId ? (load.data ?? null) : null;

  useEffect(() => {
    if (!config) {
      resetTenantTheme();
      return;
    }
    applyTenantTheme({
      primary: config.brand_color ?? null,
      faviconUrl: config.favicon_url ?? null,
      title: config.name,
      name: config.name,
    });
  }, [config]);

  const value = useMemo(
    () => ({ config, loading: activeTenantId !== null && load.isPending }),
    [config, activeTenantId, load.isPending],
  );
  return <TenantBrandingContext.Provider value={value}>{children}</TenantBrandingContext.Provider>;
}

export const useTenantBranding = () => useContext(TenantBrandingContext);
