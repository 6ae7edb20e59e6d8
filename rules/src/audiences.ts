/**
 * Who may do a thing, named once for the gateway's `allow`, the services' domain checks and the
 * frontends' screen registry (docs/product.md §2 route table and §6). An audience is
 * judged on the effective role in the request's tenant (roles.ts: owner counts as admin), and
 * super admins pass every audience.
 *
 * - a list of role keys: members whose role is listed;
 * - 'member': every member of the tenant, whatever the role (a tenant may add keys of its own);
 * - 'super': super admins only.
 */
import { isAdminRole, isSuperAdminRole } from './roles';

export type Audience = 'member' | 'super' | readonly string[];

/** recruitpro, and role1: its key in a tenant with the default roles (DEFAULT_TENANT_ROLES). */
const TEAM_MEMBERS = ['recruitpro', 'role1'] as const;
/** Whom the client dashboard is for; 'member' is a membership without a role key of its own. */
const CLIENTS = ['client', 'role2', 'role3', 'member'] as const;

export const AUDIENCES = {
  /** The platform's console. */
  superAdmins: 'super',
  /** Anyone who belongs to the tenant: files, filling forms, embeds, the tenant's branding. */
  everyMember: 'member',
  /** The admin-only areas: users, settings, billing, integrations, embeds and form lists. */
  admins: ['admin'],
  /** The Team Member dashboard. */
  teamMembers: TEAM_MEMBERS,
  /** The Job Seeker dashboard. */
  jobSeekers: ['jobseeker'],
  /** The client dashboard. */
  clients: CLIENTS,
  /** Form creation and responses: admins and team members. */
  formBuilders: ['admin', ...TEAM_MEMBERS],
  /**
   * The agency's side of its conversations with clients (messages): admins and team members
   * see every conversation of the tenant, answer the shared inbox, assign and close.
   */
  team: ['admin', ...TEAM_MEMBERS],
  /** Every role except admin: the member settings page. */
  nonAdmins: [...TEAM_MEMBERS, 'jobseeker', ...CLIENTS],
} as const satisfies Record<string, Audience>;

export type AudienceName = keyof typeof AUDIENCES;

/** A role key as audiences compare it: trimmed, lower-case, owner as admin. */
const normalised = (role: string | null | undefined) => {
  const r = (role ?? '').trim().toLowerCase();
  return isAdminRole(r) ? 'admin' : r;
};

/**
 * Whether the audience names this one role, super admins not passing: 'member' names every
 * role but none ('anonymous', empty), 'super' names no tenant role.
 */
export function namesRole(audience: Audience, role: string | null | undefined): boolean {
  const r = normalised(role);
  if (r === '' || r === 'anonymous' || audience === 'super') return false;
  return audience === 'member' || audience.includes(r);
}

/**
 * Whether someone holding these roles (effective role keys, and `super_admin` for a super admin
 * acting in a tenant) belongs to the audience. Super admins belong to every audience.
 */
export function inAudience(
  audience: Audience,
  roles: readonly (string | null | undefined)[],
): boolean {
  return roles.some(isSuperAdminRole) || roles.some((role) => namesRole(audience, role));
}
