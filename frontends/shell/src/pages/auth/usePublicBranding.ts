import { useEffect, useState } from 'react';
import { accountsApi, applyTenantTheme, useApi, type PublicBranding } from '@portico/frontend-kit';

/**
 * White label on a tenant's own domain or subdomain: the sign-in page takes that tenant's name,
 * logo and colours. On Portico's own host the gateway answers 404 and nothing changes.
 */
export function usePublicBranding(): PublicBranding | null {
  const api = useApi();
  const [branding, setBranding] = useState<PublicBranding | null>(null);
  useEffect(() => {
    let current = true;
    accountsApi(api)
      .publicBranding(window.location.hostname)
      .then((answer) => {
        if (!current || !answer?.name) return;
        setBranding(answer);
        applyTenantTheme({
          primary: answer.brand_color ?? answer.colors?.primary ?? null,
          accent: answer.colors?.secondary ?? null,
          faviconUrl: answer.favicon_url ?? null,
          title: `Sign in · ${answer.name}`,
        });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api]);
  return branding;
}
