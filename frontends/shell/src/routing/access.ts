import { namesRole, type Audience } from '@portico/frontend-kit';
import { dashboardPathFor } from '@portico/frontend-kit/screens';
import { loginReturningTo } from './returnTo';

export type GuardDecision =
  { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  loading: boolean;
  signedIn: boolean;
  isSuperAdmin: boolean;
  userRole: string;
  /** The route's audience; an empty list, like 'super', lets super admins only. */
  allowedRoles: Audience;
  pathname: string;
  /** The route's query (`?tenant_id=…`), kept with the path for after sign-in. */
  search?: string;
}

/**
 * The route guard of docs/product.md §2: loading → 'Loading...'; no session → /login, which
 * comes back here after signing in (routing/returnTo.ts); super admin
 * passes; a role the audience names passes (owner counts as admin); anyone else goes to their
 * own dashboard, or /login when they have none (or when their own dashboard is this very route,
 * which would loop).
 */
export function guardDecision({
  loading,
  signedIn,
  isSuperAdmin,
  userRole,
  allowedRoles,
  pathname,
  search = '',
}: GuardInput): GuardDecision {
  if (loading) return { kind: 'loading' };
  if (!signedIn) return { kind: 'redirect', to: loginReturningTo(`${pathname}${search}`) };
  if (isSuperAdmin) return { kind: 'allow' };
  if (namesRole(allowedRoles, userRole)) return { kind: 'allow' };
  const home = dashboardPathFor(userRole);
  return { kind: 'redirect', to: home && home !== pathname ? home : '/login' };
}
