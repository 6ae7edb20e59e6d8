// What the shell and the remotes read from the screen registry (registry.ts). Pure: no React.
import { namesRole } from '@portico/rules';
import { SCREENS, type Screen, type Sidebar } from './registry';

type Linked = Screen & { nav: NonNullable<Screen['nav']> };
type Offered = Screen & { palette: NonNullable<Screen['palette']> };

/** A sidebar's links, in the registry's order. */
export const sidebarScreens = (sidebar: Sidebar): Linked[] =>
  SCREENS.filter((screen): screen is Linked => screen.nav?.sidebar === sidebar);

/** The screens the super console's command palette opens, in the registry's order. */
export const paletteScreens = (): Offered[] =>
  SCREENS.filter((screen): screen is Offered => screen.palette !== undefined);

/** A remote's screens. */
export const screensOf = (remote: Screen['remote']): Screen[] =>
  SCREENS.filter((screen) => screen.remote === remote);

/**
 * The dashboard a role belongs on (the guard's "sent to their own dashboard", docs/product.md §2):
 * the first home screen whose audience names the role, or null for a role with none.
 */
export function dashboardPathFor(role: string | null | undefined): string | null {
  return SCREENS.find((screen) => screen.home && namesRole(screen.audience, role))?.path ?? null;
}

/** Where complete-profile sends a person after saving (docs/product.md §2). */
export function profileHomeFor(role: string | null | undefined): string {
  return dashboardPathFor(role) ?? '/dashboard';
}
