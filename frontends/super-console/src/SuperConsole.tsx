import { matchPath, useLocation } from 'react-router';
import { MissionControl } from './MissionControl';
import { ConsoleScreenNotInRelease } from './ConsoleScreenNotInRelease';
import { SuperEmbeds } from './SuperEmbeds';
import './super-console.css';

/** The super-admin console's own routes; the shell guards them (super admins only). */
export default function SuperConsole() {
  const { pathname } = useLocation();
  if (matchPath('/super/embeds', pathname)) return <SuperEmbeds />;
  return matchPath('/super', pathname) ? <MissionControl /> : <ConsoleScreenNotInRelease />;
}
