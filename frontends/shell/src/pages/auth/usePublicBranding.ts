import { useEffect } from 'react';
import {
  applyTenantTheme,
  usePublicBranding as usePublicBrandingQuery,
  type PublicBranding,
} from '@portico/frontend-kit';

/**
 * White label on a tenant's own domain or subdomain: the sign-in page takes that tenant's name,
 * logo and colours. On Portico's own host the gateway answers that no tenant is there
 * (`tenant_id: null`) and nothing changes; a host naming no tenant (404) changes nothing either.
 */
export function usePublicBranding(): PublicBranding | null {
  const query = usePublicBrandingQuery(window.location.hostname);
  const answer = query.data;
  const branding = answer && 'name' in answer && answer.name ? answer : null;
  useEffect(() => {
    if (!branding) return;
    applyTenantTheme({
      primary: branding.brand_color || null,
      faviconUrl: branding.favicon_url || null,
      title: `Sign in · ${branding.name}`,
    });
  }, [branding]);
  return branding;
}
