/**
 * Super admin is a global role. The spec accepts three spellings, compared
 * case-insensitively: super_admin, superadmin and super-admin. The rule is shared with the
 * gateway and the frontends.
 */
export {
  isSuperAdmin,
  isSuperAdminRole,
  SUPER_ADMIN_ROLE,
  SUPER_ADMIN_SPELLINGS,
} from '@portico/rules';
