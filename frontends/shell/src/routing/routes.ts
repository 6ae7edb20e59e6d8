import type { Audience, RemoteName } from '@portico/frontend-kit';
import { SCREENS, type ScreenLayout } from '@portico/frontend-kit/screens';

// The route table of docs/product.md §2, read from the screen registry (frontends/kit/src/screens):
// the shell guards and lays out each route; the named remote renders the screen.

export type LayoutKind = ScreenLayout;

export interface GuardedRoute {
  path: string;
  /** Who may open it (an audience: a role list, 'member' or 'super'). */
  roles: Audience;
  remote: RemoteName;
  layout: LayoutKind;
}

export const guardedRoutes: GuardedRoute[] = SCREENS.map(({ path, audience, remote, layout }) => ({
  path,
  roles: audience,
  remote,
  layout,
}));
