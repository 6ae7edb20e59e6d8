import { matchPath, useLocation } from 'react-router';
import { MissionControl } from './MissionControl';
import { ConsoleScreenNotFound } from './ConsoleScreenNotFound';
import { SuperEmbeds } from './SuperEmbeds';
import { AuditLogs } from './audit/AuditLogs';
import { AppHealth } from './health/AppHealth';
import { CommandPalette } from './CommandPalette';
import { TenantsPage } from './tenants/TenantsPage';
import { UserManagementPage } from './tenants/UserManagementPage';
import { Notifications } from './notifications/Notifications';
import { Jobs } from './jobs/Jobs';
import { Integrations } from './integrations/Integrations';
import { SuperSettings } from './settings/SuperSettings';
import './super-console.css';

/** The super-admin console's own routes and its command palette (super admins only). */
export default function SuperConsole() {
  return (
    <>
      <ConsoleScreen />
      <CommandPalette />
    </>
  );
}

/** The screen of the current route; the shell guards them (super admins only). */
function ConsoleScreen() {
  const { pathname } = useLocation();
  if (matchPath('/super/embeds', pathname)) return <SuperEmbeds />;
  if (matchPath('/super/audit', pathname)) return <AuditLogs />;
  if (matchPath('/super/health', pathname)) return <AppHealth />;
  if (matchPath('/super/tenants', pathname)) return <TenantsPage />;
  if (matchPath('/superadmin/user-management', pathname)) return <UserManagementPage />;
  if (matchPath('/super/notifications', pathname)) return <Notifications />;
  if (matchPath('/super/jobs', pathname)) return <Jobs />;
  if (matchPath('/super/integrations', pathname)) return <Integrations />;
  if (matchPath('/super/settings', pathname)) return <SuperSettings />;
  return matchPath('/super', pathname) ? <MissionControl /> : <ConsoleScreenNotFound />;
}
