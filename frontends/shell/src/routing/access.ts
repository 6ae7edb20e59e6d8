import { dashboardPathFor, isAdminRole } from '@portico/frontend-kit';

export type GuardDecision =
  { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface GuardInput {
  loading: boolean;
  signedIn: boolean;
  isSuperAdmin: boolean;
  userRole: string;
  allowedRoles: readonly string[];
  pathname: string;
}

/** Owner counts as admin everywhere (spec part 1 §6). */
export const roleKey = (role: string) => (isAdminRole(role) ? 'admin' : role.toLowerCase());

/**
 * The route guard of spec part 1 §2: loading → 'Loading...'; no session → /login; super admin
 * passes; an allowed role passes; anyone else goes to their own dashboard, or /login when they
 * have none (or when their own dashboard is this very route, which would loop).
 */
export function guardDecision({
  loading,
  signedIn,
  isSuperAdmin,
  userRole,
  allowedRoles,
  pathname,
}: GuardInput): GuardDecision {
  if (loading) return { kind: 'loading' };
  if (!signedIn) return { kind: 'redirect', to: '/login' };
  if (isSuperAdmin) return { kind: 'allow' };
  if (allowedRoles.includes(roleKey(userRole))) return { kind: 'allow' };
  const home = dashboardPathFor(userRole);
  return { kind: 'redirect', to: home && home !== pathname ? home : '/login' };
}
