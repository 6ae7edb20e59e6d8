import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyTenantTheme,
  usePublicBranding as usePublicBrandingQuery,
  useTenantBranding,
  useTenantDefaultLocale,
  type PublicBranding,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { tenantNamedBy } from '../../routing/returnTo';

/**
 * White label before and around sign-in (issue 26): on a tenant's own domain or subdomain, or
 * on a page opened from a tenant's email whose link names the tenant (`?tenant=<subdomain>`,
 * an invitation's `?invite=<token>`, or a workspace link the sign-in returns to, which names
 * it the same way), the page takes that tenant's name, logo, colours,
 * favicon and default language, and an invitation's answer names the invited address. On
 * Portico's own host without such a link the gateway answers that no tenant is there
 * (`tenant_id: null`) and nothing changes; a host naming no tenant (404) changes nothing either.
 * Signed in (complete-profile), the active tenant's branding is the page's. `undefined` while
 * the gateway has not answered yet: the page must not show Portico's name meanwhile, since on a
 * tenant's address (and after signing out there) the answer is the tenant's.
 */
export function usePublicBranding(): PublicBranding | null | undefined {
  const [params] = useSearchParams();
  const intl = useIntl();
  const query = usePublicBrandingQuery(window.location.hostname, {
    tenant: params.get('tenant') ?? tenantNamedBy(params.get('return_to')),
    invitation: params.get('invite'),
  });
  const { config } = useTenantBranding();
  const answer = query.data;
  const fromLink = answer && 'name' in answer && answer.name ? answer : null;
  const branding: PublicBranding | null =
    fromLink ??
    (config
      ? {
          tenant_id: config.tenant_id,
          name: config.name,
          logo_url: config.logo_url,
          favicon_url: config.favicon_url,
          brand_color: config.brand_color,
          subdomain: '',
          default_locale: config.default_locale,
        }
      : null);
  useTenantDefaultLocale(fromLink?.default_locale);
  const pending = !branding && query.isPending;
  const title = branding
    ? intl.formatMessage({ id: 'auth.pageTitle' }, { name: branding.name })
    : '';
  useEffect(() => {
    if (!fromLink) return;
    applyTenantTheme({
      primary: fromLink.brand_color || null,
      faviconUrl: fromLink.favicon_url || null,
      title,
      name: fromLink.name,
    });
  }, [fromLink, title]);
  return pending ? undefined : branding;
}
