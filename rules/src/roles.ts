/**
 * Role rules, defined once for the gateway, the services and the frontends (docs/product.md §2,
 * §4, §6; docs/product.md §10). Plain data and pure functions only: this module is bundled into the
 * browser, so it imports nothing, least of all Node.
 */

/** A membership's role in its tenant. */
export const TENANT_MEMBERSHIP_ROLES = ['owner', 'admin', 'member'] as const;
export type TenantMembershipRole = (typeof TENANT_MEMBERSHIP_ROLES)[number];

export const ROLE_COLORS = ['blue', 'purple', 'green', 'gray', 'orange', 'red'] as const;
export type RoleColor = (typeof ROLE_COLORS)[number];

export interface TenantRole {
  role_key: string;
  role_label: string;
  role_color: RoleColor;
  role_description: string;
}

/** The roles a new tenant starts with; labels and colours are tenant data from then on. */
export const DEFAULT_TENANT_ROLES: readonly TenantRole[] = [
  {
    role_key: 'admin',
    role_label: 'Admin',
    role_color: 'blue',
    role_description: 'Manages the workspace',
  },
  {
    role_key: 'role1',
    role_label: 'Team Member',
    role_color: 'purple',
    role_description: 'Works with clients',
  },
  {
    role_key: 'role2',
    role_label: 'Client',
    role_color: 'green',
    role_description: 'A client of the workspace',
  },
  {
    role_key: 'role3',
    role_label: 'Guest',
    role_color: 'gray',
    role_description: 'Limited access',
  },
];

/** The spec's default labels for the legacy keys (docs/product.md §6). */
export const LEGACY_ROLE_LABELS: Readonly<Record<string, string>> = {
  admin: 'Admin',
  recruitpro: 'RecruitPro',
  jobseeker: 'Job Seeker',
  client: 'Client',
};

/** Every label a role shows when its tenant has not renamed it. */
export const DEFAULT_ROLE_LABELS: Readonly<Record<string, string>> = {
  ...LEGACY_ROLE_LABELS,
  ...Object.fromEntries(DEFAULT_TENANT_ROLES.map((role) => [role.role_key, role.role_label])),
  owner: 'Owner',
  member: 'Member',
};

const normalised = (role: string | null | undefined) => (role ?? '').trim().toLowerCase();

/** Owner is treated as admin everywhere (docs/product.md §6). */
export function isAdminRole(role: string | null | undefined): boolean {
  const r = normalised(role);
  return r === 'admin' || r === 'owner';
}

/**
 * A role's label: the tenant's own (as a key → label map or as its role rows), else the
 * default, else the key itself.
 */
export function roleLabel(
  roleKey: string,
  tenantLabels:
    Readonly<Record<string, string>> | readonly Pick<TenantRole, 'role_key' | 'role_label'>[] = {},
): string {
  const own = Array.isArray(tenantLabels)
    ? tenantLabels.find((role) => role.role_key === roleKey)?.role_label
    : (tenantLabels as Readonly<Record<string, string>>)[roleKey];
  return own ?? DEFAULT_ROLE_LABELS[normalised(roleKey)] ?? roleKey;
}

/**
 * The effective role (docs/product.md §4), computed on the server:
 * - no session: anonymous;
 * - any membership role owner or admin (case-insensitive): admin;
 * - otherwise the app role: owner or admin gives admin, any other non-empty value is kept;
 * - otherwise client; a failed lookup also gives client.
 * In Portico the product's per-user "app_users role" is the role key of the membership
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

export function effectiveRole(input: EffectiveRoleInput): EffectiveRole {
  if (!input.signedIn) return 'anonymous';
  if (input.lookupFailed) return 'client';
  if (input.membershipRoles.some(isAdminRole)) return 'admin';
  if (isAdminRole(input.appRole)) return 'admin';
  const appRole = input.appRole?.trim();
  if (appRole) return appRole;
  return 'client';
}

/** The global role we write; reads accept every spelling the spec names. */
export const SUPER_ADMIN_ROLE = 'super_admin';
/** Spellings of the super-admin global role, compared case-insensitively. */
export const SUPER_ADMIN_SPELLINGS: readonly string[] = [
  'super_admin',
  'superadmin',
  'super-admin',
];

export function isSuperAdminRole(role: string | null | undefined): boolean {
  return role != null && SUPER_ADMIN_SPELLINGS.includes(normalised(role));
}

export function isSuperAdmin(globalRoles: readonly string[], isSuperAdminFlag = false): boolean {
  return isSuperAdminFlag || globalRoles.some(isSuperAdminRole);
}

/**
 * Which role embeds a member sees (docs/product.md §6): the role keys each role matches.
 * A role not listed matches only itself (role1 sees role1 embeds).
 */
export const EMBED_ROLE_MAPPING: Readonly<Record<string, readonly string[]>> = {
  admin: ['admin'],
  client: ['client', 'role2', 'role3'],
  recruitpro: ['recruitpro', 'role1'],
  jobseeker: ['jobseeker', 'role2'],
};

/**
 * The embed role keys visible to a member with this (effective) role. The table is looked up
 * case-insensitively; a tenant's own role key reaches itself exactly as spelt.
 */
export function embedRoleKeysFor(role: string | null | undefined): readonly string[] {
  const r = normalised(role);
  if (r === '') return [];
  if (r === 'owner') return EMBED_ROLE_MAPPING.admin ?? ['admin'];
  return EMBED_ROLE_MAPPING[r] ?? [(role ?? '').trim()];
}
