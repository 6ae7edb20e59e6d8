import type { ReactNode } from 'react';
import { roleCaption, useActiveTenant, useAuth, useTenantBranding } from '@portico/frontend-kit';
import { AppFrame } from './AppFrame';
import { EmbeddedTools } from './MemberLayout';
import { ScopeBanner } from './ScopeBanner';
import { screenLinks, superAdminLink, type SidebarLink } from './Sidebar';

/** The admin layout: the registry's admin sidebar (spec part 1 §2 "Admin scope banner"). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { isSuperAdmin } = useAuth();
  const { activeTenantId, activeMembership } = useActiveTenant();
  const { config } = useTenantBranding();
  const links: SidebarLink[] = [
    ...screenLinks('admin', activeTenantId),
    ...(isSuperAdmin ? [superAdminLink] : []),
  ];
  return (
    <AppFrame
      title={config?.name ?? activeMembership?.tenant_name ?? 'Your workspace'}
      caption={roleCaption('admin')}
      logoUrl={config?.logo_url}
      links={links}
      banner={isSuperAdmin ? <ScopeBanner /> : null}
      sidebarExtra={<EmbeddedTools />}
    >
      {children}
    </AppFrame>
  );
}
