/**
 * Who is on which side of a conversation. Staff (owners, admins and team members, and a super
 * admin inside the tenant) answer for the agency and see every conversation of their tenant;
 * everyone else is a client and sees only the conversations they take part in. The role comes
 * from the gateway's verified call metadata (the effective role of spec part 1 §4), or from
 * tenancy's directory for a reply that arrived by email.
 */
import { isAdminRole, isSuperAdminRole } from '@portico/proto/rules';
import type { Side } from '../store/conversations';

export type { Side };

/**
 * Team members' role keys: the ones the shared role rules caption "Team Member Dashboard"
 * (proto/src/rules/roles.ts, roleCaption), in the new key set and the legacy one.
 */
const TEAM_MEMBER_ROLES = new Set(['role1', 'recruitpro']);

export function isStaff(roles: readonly string[]): boolean {
  return roles.some(
    (role) =>
      isAdminRole(role) ||
      isSuperAdminRole(role) ||
      TEAM_MEMBER_ROLES.has(role.trim().toLowerCase()),
  );
}

export const sideOf = (roles: readonly string[]): Side => (isStaff(roles) ? 'team' : 'client');

/** Staff see every conversation of their tenant; a client only those they take part in. */
export function canSeeConversation(side: Side, takesPart: boolean): boolean {
  return side === 'team' || takesPart;
}
