import type { ReactNode } from 'react';
import { roleCaption, useActiveTenant, useAuth, useTenantBranding } from '@portico/frontend-kit';
import { AppFrame } from './AppFrame';
import { EmbeddedTools } from './MemberLayout';
import { ScopeBanner } from './ScopeBanner';
import { icons, type SidebarLink } from './Sidebar';

const withTenant = (path: string, tenantId: string | null) =>
  tenantId ? `${path}?tenant_id=${encodeURIComponent(tenantId)}` : path;

/** Spec part 1 §2 "Admin scope banner" sidebar links, in that order. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { isSuperAdmin } = useAuth();
  const { activeTenantId, activeMembership } = useActiveTenant();
  const { config } = useTenantBranding();
  const links: SidebarLink[] = [
    {
      to: withTenant('/dashboard/admin', activeTenantId),
      label: 'Dashboard',
      icon: icons.dashboard,
    },
    { to: '/crm/users', label: 'Users List', icon: icons.users },
    { to: '/admin/files', label: 'Files', icon: icons.files },
    { to: '/dashboard/admin/billing', label: 'Billing', icon: icons.billing },
    { to: '/dashboard/admin/integrations', label: 'Integrations', icon: icons.integrations },
    { to: '/dashboard/admin/settings', label: 'Settings', icon: icons.settings },
    { to: '/admin-embeds', label: 'Dashboard Screens', icon: icons.screens },
    { to: '/forms', label: 'Forms', icon: icons.forms },
    ...(isSuperAdmin ? [{ to: '/super', label: 'Super Admin', icon: icons.shield }] : []),
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
