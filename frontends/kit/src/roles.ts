// Role rules of spec part 1 §2 and §6 that more than one screen needs. The rules themselves
// (admin-likeness, labels, captions, colours, embed role mapping) are shared with the gateway
// and the services in `@portico/rules`; only where each role lands in the UI is ours.
import { isAdminRole } from '@portico/rules';

export {
  DEFAULT_ROLE_LABELS,
  DEFAULT_TENANT_ROLES,
  EMBED_ROLE_MAPPING,
  ROLE_COLORS,
  embedRoleKeysFor,
  isAdminRole,
  roleCaption,
  roleLabel,
  type RoleColor,
} from '@portico/rules';

export type DashboardRole = 'admin' | 'recruitpro' | 'jobseeker' | 'client';

/** The dashboard a role belongs on (route guard: "sent to their own dashboard"), or null. */
export function dashboardPathFor(role: string | null | undefined): string | null {
  const r = (role ?? '').toLowerCase();
  if (isAdminRole(r)) return '/dashboard/admin';
  if (r === 'recruitpro') return '/dashboard/recruitpro';
  if (r === 'jobseeker') return '/dashboard/jobseeker';
  if (r === 'client' || r === 'role1' || r === 'role2' || r === 'role3' || r === 'member')
    return '/dashboard/client';
  return null;
}

/** Where complete-profile sends a person after saving (spec part 2 §2). */
export function profileHomeFor(role: string | null | undefined): string {
  return dashboardPathFor(role) ?? '/dashboard';
}
