import { RegisteredScreen } from '@portico/frontend-kit/screens';
import { components } from './screenComponents';
import { ScreenNotFound } from './screens/ScreenNotFound';
import './tenant-app.css';

/** The tenant area's screens, as the registry declares them; the shell has guarded the path. */
export default function TenantApp() {
  return <RegisteredScreen remote="tenant-app" components={components} notFound={ScreenNotFound} />;
}
