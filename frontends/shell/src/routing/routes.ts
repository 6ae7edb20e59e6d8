import type { RemoteName } from '@portico/frontend-kit';

// The route table of spec part 1 §2. The shell guards and lays out each route; the named remote
// renders the screen. An empty role list means super admins only.

export type LayoutKind = 'admin' | 'member' | 'byRole' | 'super';

export interface GuardedRoute {
  path: string;
  roles: readonly string[];
  remote: RemoteName;
  layout: LayoutKind;
}

const ADMIN = ['admin'] as const;
const CLIENTS = ['client', 'role1', 'role2', 'role3', 'member'] as const;
const EVERY_MEMBER = ['admin', 'recruitpro', 'jobseeker', ...CLIENTS] as const;
// role1 is recruitpro's key in a tenant with the default roles: the gateway and the forms
// service let it build forms and read responses, so the screens open for it too.
const FORM_AUTHORS = ['admin', 'recruitpro', 'role1'] as const;
const NON_ADMIN = ['recruitpro', 'jobseeker', ...CLIENTS] as const;
const SUPER_ONLY = [] as const;

const admin = (path: string): GuardedRoute => ({
  path,
  roles: ADMIN,
  remote: 'tenant-app',
  layout: 'admin',
});
const superConsole = (path: string): GuardedRoute => ({
  path,
  roles: SUPER_ONLY,
  remote: 'super-console',
  layout: 'super',
});

export const guardedRoutes: GuardedRoute[] = [
  admin('/dashboard/admin'),
  admin('/dashboard/admin/billing'),
  admin('/dashboard/admin/integrations'),
  admin('/dashboard/admin/settings'),
  admin('/admin/settings'),
  admin('/admin-embeds'),
  admin('/crm/users'),
  admin('/assign-roles'),
  admin('/admin/files'),
  admin('/forms'),
  { path: '/dashboard/recruitpro', roles: ['recruitpro'], remote: 'tenant-app', layout: 'member' },
  { path: '/dashboard/jobseeker', roles: ['jobseeker'], remote: 'tenant-app', layout: 'member' },
  { path: '/dashboard/client', roles: CLIENTS, remote: 'tenant-app', layout: 'member' },
  { path: '/files', roles: EVERY_MEMBER, remote: 'tenant-app', layout: 'byRole' },
  { path: '/my-files', roles: EVERY_MEMBER, remote: 'tenant-app', layout: 'byRole' },
  { path: '/forms/new', roles: FORM_AUTHORS, remote: 'tenant-app', layout: 'byRole' },
  { path: '/forms/:id', roles: EVERY_MEMBER, remote: 'tenant-app', layout: 'byRole' },
  { path: '/forms/:id/responses', roles: FORM_AUTHORS, remote: 'tenant-app', layout: 'byRole' },
  { path: '/embed/:id', roles: EVERY_MEMBER, remote: 'tenant-app', layout: 'byRole' },
  { path: '/settings', roles: NON_ADMIN, remote: 'tenant-app', layout: 'member' },
  superConsole('/super'),
  superConsole('/super/jobs'),
  superConsole('/super/audit'),
  superConsole('/super/tenants'),
  superConsole('/super/health'),
  superConsole('/super/embeds'),
  superConsole('/super/integrations'),
  superConsole('/super/notifications'),
  superConsole('/super/settings'),
  superConsole('/superadmin/user-management'),
];
