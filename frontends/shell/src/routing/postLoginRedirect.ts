import { activeMemberships, isAdminRole, type Membership } from '@portico/frontend-kit';

export interface PostLoginInput {
  isSuperAdmin: boolean;
  memberships: Membership[];
  /** The membership lookup failed (access policy blocking): stay where we are. */
  membershipError: boolean;
  /** ?tenant_id= on the current page, which overrides the default (first active) tenant. */
  tenantIdParam: string | null;
  /** ?message= on the current page. */
  message: string | null;
}

/** Messages that keep a signed-in person on /login so they can read the banner. */
const STAY_MESSAGES = new Set(['account_created', 'invitation_accepted']);

/** docs/product.md §2 "Post-login redirect": where a signed-in person goes, or null to stay. */
export function postLoginTarget({
  isSuperAdmin,
  memberships,
  membershipError,
  tenantIdParam,
  message,
}: PostLoginInput): string | null {
  if (membershipError) return null;
  if (message && STAY_MESSAGES.has(message)) return null;
  if (isSuperAdmin) return '/super';
  const active = activeMemberships(memberships);
  const chosen = (tenantIdParam && active.find((m) => m.tenant_id === tenantIdParam)) || active[0];
  if (!chosen) return '/onboarding';
  const query = `?tenant_id=${encodeURIComponent(chosen.tenant_id)}`;
  return isAdminRole(chosen.role) ? `/dashboard/admin${query}` : `/dashboard/client${query}`;
}
