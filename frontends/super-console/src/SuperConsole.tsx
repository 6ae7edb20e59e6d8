import { RegisteredScreen } from '@portico/frontend-kit/screens';
import { ConsoleScreenNotFound } from './ConsoleScreenNotFound';
import { CommandPalette } from './CommandPalette';
import { components } from './screenComponents';
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

/** The console's screens, as the registry declares them; the shell guards them. */
function ConsoleScreen() {
  return (
    <RegisteredScreen
      remote="super-console"
      components={components}
      notFound={ConsoleScreenNotFound}
    />
  );
}
