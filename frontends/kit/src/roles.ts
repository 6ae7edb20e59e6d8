// Role rules of spec part 1 §2 and §6 that more than one screen needs.

export type DashboardRole = 'admin' | 'recruitpro' | 'jobseeker' | 'client';

export function isAdminRole(role: string | null | undefined): boolean {
  const r = (role ?? '').toLowerCase();
  return r === 'admin' || r === 'owner';
}

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

/** The sidebar caption under the tenant name. */
export function roleCaption(role: string | null | undefined): string {
  const r = (role ?? '').toLowerCase();
  if (isAdminRole(r)) return 'Admin Dashboard';
  if (r === 'recruitpro' || r === 'role1') return 'Team Member Dashboard';
  if (r === 'jobseeker' || r === 'role2') return 'Client Dashboard';
  if (r === 'client' || r === 'role3') return 'Guest Dashboard';
  return 'Member Dashboard';
}

const defaultRoleLabels: Record<string, string> = {
  admin: 'Admin',
  owner: 'Owner',
  recruitpro: 'RecruitPro',
  jobseeker: 'Job Seeker',
  client: 'Client',
  role1: 'Team Member',
  role2: 'Client',
  role3: 'Guest',
  member: 'Member',
};

export function roleLabel(role: string, tenantLabels?: Record<string, string>): string {
  return tenantLabels?.[role] ?? defaultRoleLabels[role.toLowerCase()] ?? role;
}
