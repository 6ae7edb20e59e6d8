import type { ReactNode } from 'react';
import { AppFrame } from './AppFrame';
import { icons, type SidebarLink } from './Sidebar';

const links: SidebarLink[] = [
  { to: '/super', label: 'Mission Control', icon: icons.dashboard },
  { to: '/super/tenants', label: 'Tenants & Domains', icon: icons.tenants },
  { to: '/superadmin/user-management', label: 'User Management', icon: icons.users },
  { to: '/super/health', label: 'App Health', icon: icons.health },
  { to: '/super/jobs', label: 'Queues & Jobs', icon: icons.jobs },
  { to: '/super/integrations', label: 'Integrations', icon: icons.integrations },
  { to: '/super/embeds', label: 'Embeds', icon: icons.embed },
  { to: '/super/notifications', label: 'Notifications', icon: icons.bell },
  { to: '/super/settings', label: 'Settings', icon: icons.settings },
  { to: '/super/audit', label: 'Audit Logs', icon: icons.audit },
];

export function SuperLayout({ children }: { children: ReactNode }) {
  return (
    <AppFrame title="Portico" caption="Super Admin Console" links={links}>
      {children}
    </AppFrame>
  );
}
