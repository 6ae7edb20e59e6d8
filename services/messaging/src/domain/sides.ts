/**
 * Who is on which side of a conversation. Staff (the rules package's `team` audience: owners,
 * admins and team members, and a super admin inside the tenant) answer for the agency and see
 * every conversation of their tenant; everyone else is a client and sees only the
 * conversations they take part in. The role comes from the gateway's verified call metadata
 * (the effective role of docs/product.md §4), or from tenancy's directory for a reply that arrived
 * by email.
 */
import { AUDIENCES, inAudience } from '@portico/rules';
import type { Side } from '../store/conversations';

export type { Side };

export const isStaff = (roles: readonly string[]): boolean => inAudience(AUDIENCES.team, roles);

export const sideOf = (roles: readonly string[]): Side => (isStaff(roles) ? 'team' : 'client');

/** Staff see every conversation of their tenant; a client only those they take part in. */
export function canSeeConversation(side: Side, takesPart: boolean): boolean {
  return side === 'team' || takesPart;
}
