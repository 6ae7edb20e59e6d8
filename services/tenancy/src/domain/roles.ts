/**
 * Tenant roles (DESIGN.md §11): new tenants get admin, role1 Team Member, role2 Client and
 * role3 Guest. The legacy keys recruitpro, jobseeker and client keep the spec's labels when a
 * tenant uses them. Labels and colours are tenant data; these are the starting values.
 */
import { invalid } from '@portico/kit';

export const ROLE_COLORS = ['blue', 'purple', 'green', 'gray', 'orange', 'red'] as const;
export type RoleColor = (typeof ROLE_COLORS)[number];

export interface TenantRole {
  role_key: string;
  role_label: string;
  role_color: RoleColor;
  role_description: string;
}

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

/** The spec's first default label set, used for tenants that adopted those keys. */
export const LEGACY_ROLE_LABELS: Readonly<Record<string, string>> = {
  admin: 'Admin',
  recruitpro: 'RecruitPro',
  jobseeker: 'Job Seeker',
  client: 'Client',
};

/** Label for a role key: the tenant's own label, else the default or legacy label, else the key. */
export function roleLabel(
  roleKey: string,
  tenantRoles: readonly Pick<TenantRole, 'role_key' | 'role_label'>[] = [],
): string {
  return (
    tenantRoles.find((r) => r.role_key === roleKey)?.role_label ??
    DEFAULT_TENANT_ROLES.find((r) => r.role_key === roleKey)?.role_label ??
    LEGACY_ROLE_LABELS[roleKey] ??
    roleKey
  );
}

/** Sidebar caption under the tenant name (spec part 1 §2). */
export function roleCaption(role: string): string {
  switch (role) {
    case 'admin':
      return 'Admin Dashboard';
    case 'recruitpro':
    case 'role1':
      return 'Team Member Dashboard';
    case 'jobseeker':
    case 'role2':
      return 'Client Dashboard';
    case 'client':
    case 'role3':
      return 'Guest Dashboard';
    default:
      return 'Member Dashboard';
  }
}

export const TENANT_MEMBERSHIP_ROLES = ['owner', 'admin', 'member'] as const;
export type TenantMembershipRole = (typeof TENANT_MEMBERSHIP_ROLES)[number];

/**
 * What an invitation's role becomes on the membership. The tenant-admin invite sends a role
 * key from the tenant's roles; the console sends owner/admin/member. Default: the first
 * tenant role, else role3 (spec part 1 §5).
 */
export function membershipRoleFor(
  requested: string | null | undefined,
  tenantRoles: readonly Pick<TenantRole, 'role_key'>[],
): { tenantRole: TenantMembershipRole; roleKey: string } {
  const key = requested?.trim() || tenantRoles[0]?.role_key || 'role3';
  if (key === 'owner' || key === 'admin') return { tenantRole: key, roleKey: 'admin' };
  // A tenant without role rows of its own uses the defaults.
  const known = tenantRoles.length > 0 ? tenantRoles : DEFAULT_TENANT_ROLES;
  const defaultMemberKey = known.find((r) => r.role_key !== 'admin')?.role_key ?? 'role3';
  if (key === 'member') return { tenantRole: 'member', roleKey: defaultMemberKey };
  if (!known.some((r) => r.role_key === key)) {
    const keys = known.map((r) => r.role_key).join(', ');
    throw invalid(`Invalid role "${key}". Please use one of: ${keys}`, 'invalid_role');
  }
  return { tenantRole: 'member', roleKey: key };
}
