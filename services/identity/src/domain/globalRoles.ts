/**
 * Super admin is a global role. The spec accepts three spellings, compared
 * case-insensitively: super_admin, superadmin and super-admin.
 */
const SUPER_ADMIN_SPELLINGS = new Set(['super_admin', 'superadmin', 'super-admin']);

/** The spelling we write; reads accept every spelling. */
export const SUPER_ADMIN_ROLE = 'super_admin';

export function isSuperAdminRole(role: string | null | undefined): boolean {
  return role != null && SUPER_ADMIN_SPELLINGS.has(role.trim().toLowerCase());
}

export function isSuperAdmin(globalRoles: readonly string[], isSuperAdminFlag = false): boolean {
  return isSuperAdminFlag || globalRoles.some(isSuperAdminRole);
}
