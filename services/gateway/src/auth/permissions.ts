import type { Audience } from '@portico/rules';

/**
 * Who may call what. Each route declares its rule (`allow`, `duringImpersonation`) beside its
 * handler (features/<feature>/routes.ts); this module holds the vocabulary and the rule
 * itself, pure, so tests can walk every declared route.
 *
 * allow: an audience of `@portico/rules` (AUDIENCES.admins, .formBuilders, .everyMember,
 * .superAdmins, ...), judged on the caller's effective role in the request's tenant, or one of
 * the doors that are not about a role:
 * - 'public'         anyone, signed in or not;
 * - 'authenticated'  any signed-in user (tenant not needed; x-tenant-id still checked if sent);
 * - 'apiKey'         the public API (/api/v1): a tenant API key as the bearer, never a session
 *                    token; the key acts as the admin who created it (auth/apiKeyGuard.ts).
 * Super admins pass every rule (docs/product.md §6: "Super admin passes every guarded route").
 */
export type Allow = 'public' | 'authenticated' | 'apiKey' | Audience;

/** HEAD is declared only where a protocol needs it on its own (tus asks an upload's offset). */
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RoutePermission {
  method: Method;
  /** Express-style path; `:name` matches one segment. */
  path: string;
  allow: Allow;
  /** May be called while impersonating; false for what must stay the real user's (password, email). */
  duringImpersonation?: boolean;
}

export interface Principal {
  signedIn: boolean;
  isSuperAdmin: boolean;
  /** Effective role in the request's tenant; undefined when the caller has none there. */
  tenantRole?: string;
  impersonating?: boolean;
  /** Signed in by an API key rather than a session. */
  byApiKey?: boolean;
}

export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

type Rule = Pick<RoutePermission, 'allow' | 'duringImpersonation'>;

/** The rule itself, without I/O. No rule (an undeclared route) is refused. */
export function decide(permission: Rule | undefined, who: Principal): Decision {
  if (!permission) return 'forbidden';
  if (permission.allow === 'public') return 'allow';
  if (!who.signedIn) return 'unauthenticated';
  // A key opens the public API only, and the public API opens to keys only (even a super
  // admin's session token is no key): an admin role in the key's tenant is still required.
  if (permission.allow === 'apiKey') {
    if (!who.byApiKey) return 'unauthenticated';
    return who.tenantRole === 'admin' ? 'allow' : 'forbidden';
  }
  if (who.byApiKey) return 'forbidden';
  if (who.impersonating && permission.duringImpersonation === false) return 'forbidden';
  if (who.isSuperAdmin) return 'allow';
  if (permission.allow === 'authenticated') return 'allow';
  if (permission.allow === 'super') return 'forbidden';
  if (!who.tenantRole) return 'forbidden';
  if (permission.allow === 'member') return 'allow';
  return permission.allow.includes(who.tenantRole) ? 'allow' : 'forbidden';
}

/** Whether the rule needs the request's tenant resolved before deciding. */
export const needsTenant = (permission: Rule) =>
  permission.allow === 'member' || Array.isArray(permission.allow);
