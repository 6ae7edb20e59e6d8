import { matchPath, useLocation } from 'react-router';
import { MissionControl } from './MissionControl';
import { ConsoleScreenNotInRelease } from './ConsoleScreenNotInRelease';
import { SuperEmbeds } from './SuperEmbeds';
import { AuditLogs } from './audit/AuditLogs';
import { AppHealth } from './health/AppHealth';
import { CommandPalette } from './CommandPalette';
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
  return matchPath('/super', pathname) ? <MissionControl /> : <ConsoleScreenNotInRelease />;
}
