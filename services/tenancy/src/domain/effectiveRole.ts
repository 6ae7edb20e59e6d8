/**
 * The effective role (spec part 1 §4), computed on the server:
 * - no session: anonymous;
 * - any membership role owner or admin (case-insensitive): admin;
 * - otherwise the app role: owner or admin gives admin, any other non-empty value is kept;
 * - otherwise client; a failed lookup also gives client.
 * In Portico the spec's per-user "app_users role" is the role key of the membership
 * (role1, client, recruitpro, ...), so the role is computed per tenant.
 */
export type EffectiveRole = 'anonymous' | 'admin' | 'client' | (string & {});

export interface EffectiveRoleInput {
  signedIn: boolean;
  /** Tenant roles of the memberships considered (owner, admin, member). */
  membershipRoles: readonly (string | null | undefined)[];
  /** The app role key, e.g. role1 or recruitpro. */
  appRole?: string | null;
  lookupFailed?: boolean;
}

const isAdminLike = (role: string | null | undefined) => {
  const r = role?.trim().toLowerCase();
  return r === 'owner' || r === 'admin';
};

export function effectiveRole(input: EffectiveRoleInput): EffectiveRole {
  if (!input.signedIn) return 'anonymous';
  if (input.lookupFailed) return 'client';
  if (input.membershipRoles.some(isAdminLike)) return 'admin';
  if (isAdminLike(input.appRole)) return 'admin';
  const appRole = input.appRole?.trim();
  if (appRole) return appRole;
  return 'client';
}
