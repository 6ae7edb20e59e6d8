/**
 * Tenant roles (docs/product.md §10): new tenants get admin, role1 Team Member, role2 Client and
 * role3 Guest. The legacy keys recruitpro, jobseeker and client keep the product's labels when a
 * tenant uses them. Labels and colours are tenant data; the starting values and the label and
 * caption rules are shared (`@portico/rules`); what an invitation's role becomes is
 * tenancy's own.
 */
import { invalid } from '@portico/kit';
import { DEFAULT_TENANT_ROLES, type TenantMembershipRole, type TenantRole } from '@portico/rules';

export {
  DEFAULT_TENANT_ROLES,
  LEGACY_ROLE_LABELS,
  ROLE_COLORS,
  TENANT_MEMBERSHIP_ROLES,
  roleCaption,
  roleLabel,
  type RoleColor,
  type TenantMembershipRole,
  type TenantRole,
} from '@portico/rules';

export const OWNER_NOT_GRANTED =
  'A workspace has one owner, who can only transfer ownership in Settings. Choose Admin or another role.';

/**
 * What an invitation's role becomes on the membership. The tenant-admin invite sends a role
 * key from the tenant's roles; the console sends owner/admin/member. Default: the first
 * tenant role, else role3 (docs/product.md §5).
 */
export function membershipRoleFor(
  requested: string | null | undefined,
  tenantRoles: readonly Pick<TenantRole, 'role_key'>[],
  options: { ownerAllowed?: boolean } = {},
): { tenantRole: TenantMembershipRole; roleKey: string } {
  const key = requested?.trim() || tenantRoles[0]?.role_key || 'role3';
  // Ownership comes only with the workspace (provisioning) or by transfer: an owner cannot be
  // removed, so an invitation, an admin-created account or an import never makes one.
  if (key === 'owner' && !options.ownerAllowed) throw invalid(OWNER_NOT_GRANTED, 'owner_role');
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
