/**
 * Who may call what: one declarative table read by the guard middleware (and by the
 * authorization-matrix test). A request that matches no row is refused: deny by default.
 *
 * allow:
 * - 'public'         anyone, signed in or not;
 * - 'authenticated'  any signed-in user (tenant not needed; x-tenant-id still checked if sent);
 * - 'member'         any active member of the request's tenant, whatever the role;
 * - role list        members of the request's tenant whose effective role is listed;
 * - 'super'          platform super admins only.
 * Super admins pass every row (spec part 1 §6: "Super admin passes every guarded route").
 */
export type Allow = 'public' | 'authenticated' | 'member' | 'super' | readonly string[];

export interface RoutePermission {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express-style path; `:name` matches one segment. */
  path: string;
  allow: Allow;
  /** May be called while impersonating; false for what must stay the real user's (password, email). */
  duringImpersonation?: boolean;
}

/** Admin-only areas of spec part 1 §6. */
export const ADMIN: readonly string[] = ['admin'];

export const PERMISSIONS: readonly RoutePermission[] = [
  // Sessions (DESIGN.md §5).
  { method: 'POST', path: '/api/auth/signup', allow: 'public' },
  { method: 'POST', path: '/api/auth/login', allow: 'public' },
  { method: 'POST', path: '/api/auth/refresh', allow: 'public' },
  { method: 'POST', path: '/api/auth/logout', allow: 'public' },
  { method: 'GET', path: '/api/auth/session', allow: 'authenticated' },
  { method: 'POST', path: '/api/forgot-password', allow: 'public' },
  { method: 'POST', path: '/api/reset-password', allow: 'public' },

  // The signed-in user.
  { method: 'GET', path: '/api/me', allow: 'authenticated' },
  { method: 'POST', path: '/api/me/password', allow: 'authenticated', duringImpersonation: false },
  { method: 'POST', path: '/api/me/email', allow: 'authenticated', duringImpersonation: false },
  { method: 'GET', path: '/api/profile', allow: 'authenticated' },
  { method: 'PUT', path: '/api/profile', allow: 'authenticated' },

  // Signup and onboarding (spec part 2 §7).
  { method: 'GET', path: '/api/checkout-verify', allow: 'public' },
  { method: 'POST', path: '/api/onboarding-start', allow: 'authenticated' },
  { method: 'GET', path: '/api/onboarding-status', allow: 'authenticated' },
  { method: 'POST', path: '/api/onboarding-plan', allow: 'authenticated' },
  { method: 'POST', path: '/api/onboarding-branding', allow: 'authenticated' },
  { method: 'POST', path: '/api/onboarding-capabilities', allow: 'authenticated' },
  { method: 'POST', path: '/api/onboarding-check-subdomain', allow: 'authenticated' },
  { method: 'POST', path: '/api/onboarding-provision', allow: 'authenticated' },
  { method: 'POST', path: '/api/public/invitations/accept', allow: 'authenticated' },
  { method: 'GET', path: '/api/public/branding', allow: 'public' },
  { method: 'GET', path: '/api/public/frontend-manifest', allow: 'public' },
  { method: 'GET', path: '/api/public/plans', allow: 'public' },

  // The tenant shell.
  { method: 'GET', path: '/api/tenant-config', allow: 'member' },
  { method: 'GET', path: '/api/tenant-roles', allow: 'member' },

  // Tenant administration of accounts.
  { method: 'POST', path: '/api/invite', allow: ADMIN },
  { method: 'POST', path: '/api/admin-create-user', allow: ADMIN },
  { method: 'POST', path: '/api/admin-reset-password', allow: ADMIN },

  // Platform console.
  { method: 'GET', path: '/api/users', allow: 'super' },
  { method: 'POST', path: '/api/impersonate/start', allow: 'super' },
  { method: 'POST', path: '/api/impersonate/stop', allow: 'authenticated' },
];

/** Compiles `/api/users/:id` into a matcher of whole paths. */
function compile(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

const COMPILED = PERMISSIONS.map((permission) => ({ permission, regex: compile(permission.path) }));

/** The row governing a request, or undefined (which means: refused). */
export function permissionFor(method: string, path: string): RoutePermission | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  return COMPILED.find(({ permission, regex }) => permission.method === verb && regex.test(path))
    ?.permission;
}

export interface Principal {
  signedIn: boolean;
  isSuperAdmin: boolean;
  /** Effective role in the request's tenant; undefined when the caller has none there. */
  tenantRole?: string;
  impersonating?: boolean;
}

export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

/** The rule itself, without I/O, so tests can walk the table. */
export function decide(permission: RoutePermission | undefined, who: Principal): Decision {
  if (!permission) return 'forbidden';
  if (permission.allow === 'public') return 'allow';
  if (!who.signedIn) return 'unauthenticated';
  if (who.impersonating && permission.duringImpersonation === false) return 'forbidden';
  if (who.isSuperAdmin) return 'allow';
  if (permission.allow === 'authenticated') return 'allow';
  if (permission.allow === 'super') return 'forbidden';
  if (!who.tenantRole) return 'forbidden';
  if (permission.allow === 'member') return 'allow';
  return permission.allow.includes(who.tenantRole) ? 'allow' : 'forbidden';
}

/** Whether the row needs the request's tenant resolved before deciding. */
export const needsTenant = (permission: RoutePermission) =>
  permission.allow === 'member' || Array.isArray(permission.allow);
