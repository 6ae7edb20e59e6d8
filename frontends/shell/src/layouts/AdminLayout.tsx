import type { ReactNode } from 'react';
import { useActiveTenant, useAuth, useTenantBranding } from '@portico/frontend-kit';
import { useIntl } from './i18n';
import { AppFrame } from './AppFrame';
import { EmbeddedTools } from './MemberLayout';
import { ScopeBanner } from './ScopeBanner';
import { useScreenLinks, useSuperAdminLink, type SidebarLink } from './Sidebar';

/** The admin layout: the registry's admin sidebar (docs/product.md §2 "Admin scope banner"). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { isSuperAdmin } = useAuth();
  const { activeTenantId, activeMembership } = useActiveTenant();
  const { config } = useTenantBranding();
  const intl = useIntl();
  const superAdminLink = useSuperAdminLink();
  const links: SidebarLink[] = [
    ...useScreenLinks('admin', activeTenantId),
    ...(isSuperAdmin ? [superAdminLink] : []),
  ];
  return (
    <AppFrame
      title={
        config?.name ??
        activeMembership?.tenant_name ??
        intl.formatMessage({ id: 'frame.yourWorkspace' })
      }
      caption={intl.formatMessage({ id: 'caption.admin' })}
      logoUrl={config?.logo_url}
      links={links}
      banner={isSuperAdmin ? <ScopeBanner /> : null}
      sidebarExtra={<EmbeddedTools />}
    >
      {children}
    </AppFrame>
  );
}
