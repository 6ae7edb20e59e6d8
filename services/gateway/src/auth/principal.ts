/** What the guard learned about a request, and the gRPC call context built from it. */
import type { Request } from 'express';
import { unauthenticated, type CallContext } from '@portico/kit';
import { SUPER_ADMIN_ROLE } from '@portico/rules';

export interface Auth {
  userId: string;
  email: string;
  sessionId: string;
  isSuperAdmin: boolean;
  /** The super admin behind an impersonation session. */
  impersonatorId?: string;
  /** The user has two-factor sign-in on (the token's `tfa` claim). */
  twoFactor?: boolean;
  /** When the access token expires (ms since the epoch): a live stream ends then. */
  expiresAtMs?: number;
}

export interface TenantMembership {
  tenant_id: string;
  tenant_name: string;
  role: string;
  role_key: string;
  status: string;
}

export interface TenantAccess {
  /** Empty when the caller has no active membership and asked for no tenant. */
  tenantId: string;
  /** Effective role in tenantId (docs/product.md §4). */
  role: string;
  memberships: TenantMembership[];
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: Auth;
    tenant?: TenantAccess;
    /** Set when the public API was called with an API key (auth/apiKeyGuard.ts). */
    apiKey?: { keyId: string };
  }
}

/** The global role the services are told a super admin holds: the shared rule's spelling. */
export { SUPER_ADMIN_ROLE };

export function requireAuth(req: Request): Auth {
  if (!req.auth) throw unauthenticated('Auth session missing!');
  return req.auth;
}

/** Metadata for calls made on behalf of this request. */
export function callContext(req: Request): Partial<CallContext> {
  const roles: string[] = [];
  if (req.tenant?.role) roles.push(req.tenant.role);
  if (req.auth?.isSuperAdmin) roles.push(SUPER_ADMIN_ROLE);
  return {
    userId: req.auth?.userId,
    tenantId: req.tenant?.tenantId || undefined,
    impersonatorId: req.auth?.impersonatorId,
    requestId: req.id,
    sessionId: req.auth?.sessionId,
    // Load tests mark their requests; services then skip side effects such as email.
    synthetic: isSynthetic(req),
    roles,
  };
}

/** `x-synthetic: 1` (or true) marks synthetic traffic (k6 journeys, benchmarks). */
export function isSynthetic(req: Request): boolean {
  const value = req.header('x-synthetic')?.trim().toLowerCase();
  return value === '1' || value === 'true';
}
