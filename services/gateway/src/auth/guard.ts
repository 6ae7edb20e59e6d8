/**
 * The guard of one declared route, run by Express as that route's first middleware (so the
 * route Express matched is the rule that decides; there is no second matcher): verify the
 * bearer token, check an impersonation session is still open, resolve x-tenant-id against the
 * caller's active memberships (super admins pass), and decide with the route's own rule.
 */
import type { RequestHandler } from 'express';
import {
  forbidden,
  invalid,
  isDomainError,
  unauthenticated,
  type AccessClaims,
} from '@portico/kit';
import { ipAllowed } from '@portico/rules';
import type { GatewayDeps } from '../deps';
import type { KeySource } from './accessToken';
import { authenticateApiKey } from './apiKeyGuard';
import { refuseBeforeTwoFactor } from './twoFactorGate';
import { decide, needsTenant, type RoutePermission } from './permissions';
import type { TenantAccess } from './principal';
import { VerifiedTokens } from './verifiedTokens';

export const IMPERSONATION_HEADER = 'x-impersonating';
export const IMPERSONATOR_HEADER = 'x-impersonator-id';
const NO_TENANT = 'No active tenant selected. Please switch a workspace first.';
const NO_SESSION = 'Auth session missing!';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const IP_NOT_ALLOWED = 'The super console is not available from your network address.';

function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export type RouteGuard = (
  permission: Pick<RoutePermission, 'allow' | 'duringImpersonation'> & {
    beforeTwoFactor?: boolean;
  },
) => RequestHandler;

export function guard(deps: GatewayDeps, keys: KeySource): RouteGuard {
  const { identity, tenancy } = deps.services;
  const tokens = new VerifiedTokens(keys);
  // The set the gateway's event consumer feeds (main.ts).
  const revoked = deps.revokedSessions;

  /**
   * A revoked session's access token is refused until it expires. A session this process
   * has not met yet is checked once with identity (an announcement may predate the process).
   */
  const refuseEndedSession = async (claims: AccessClaims, requestId: string): Promise<void> => {
    if (revoked.isRevoked(claims.sid)) throw unauthenticated(SESSION_ENDED, 'session_revoked');
    if (claims.imp || revoked.isKnownActive(claims.sid)) return;
    const { active } = await identity.CheckSession({ session_id: claims.sid }, { requestId });
    if (!active) {
      revoked.revoke([claims.sid], claims.exp * 1000);
      throw unauthenticated(SESSION_ENDED, 'session_revoked');
    }
    revoked.markActive(claims.sid);
  };

  /** A token that does not verify, whatever its shape (even a payload of `null`), is a 401. */
  const verify = async (token: string): Promise<AccessClaims> => {
    try {
      return await tokens.verify(token);
    } catch (error) {
      if (isDomainError(error)) throw error;
      throw unauthenticated(NO_SESSION, 'invalid_token');
    }
  };

  const byApiKey = authenticateApiKey(deps);
  const { platformSettings: platform, requestLimits: limits, tenantSignIns: signIns } = deps;

  return (permission) => async (req, res, next) => {
    // The public API takes keys, never session tokens: its own path through the guard.
    if (permission.allow === 'apiKey') {
      await byApiKey(req);
      const decision = decide(permission, {
        signedIn: true,
        isSuperAdmin: false,
        tenantRole: req.tenant?.role || undefined,
        byApiKey: true,
      });
      if (decision !== 'allow')
        throw forbidden('You do not have permission to do this.', 'api_key_role');
      return next();
    }
    const settings = await platform.get();
    // Super Settings → Security: the console answers only the listed networks (before the
    // token is even looked at, so a stolen token is no use from elsewhere); a super admin's
    // session is held to them on every other route too, below.
    if (permission.allow === 'super' && !ipAllowed(req.ip, settings.security.ipAllowlist))
      throw forbidden(IP_NOT_ALLOWED, 'ip_not_allowed');
    const token = bearerOf(req.header('authorization'));
    let claims: AccessClaims | undefined;
    if (token) {
      try {
        claims = await verify(token);
      } catch (error) {
        // A stale token on a public call (e.g. sign-out) is simply ignored.
        if (permission.allow !== 'public') throw error;
      }
    }
    if (claims) {
      try {
        await refuseEndedSession(claims, req.id);
      } catch (error) {
        // Signing out with an ended session's token still clears the cookie.
        if (permission.allow !== 'public') throw error;
        claims = undefined;
      }
    }
    // The allowlist guards the super admin, not only the console: every request with a super
    // admin's session, or with an impersonation session one started, comes from a listed
    // network (a public call, e.g. sign-out, stays open).
    if (
      claims &&
      (claims.sa === true || claims.imp) &&
      permission.allow !== 'public' &&
      !ipAllowed(req.ip, settings.security.ipAllowlist)
    )
      throw forbidden(IP_NOT_ALLOWED, 'ip_not_allowed');
    if (claims) {
      if (claims.imp) {
        const { active } = await identity.CheckSession(
          { session_id: claims.sid },
          { requestId: req.id },
        );
        if (!active)
          throw unauthenticated('The impersonation session has ended.', 'impersonation_ended');
        res.setHeader(IMPERSONATION_HEADER, 'true');
        res.setHeader(IMPERSONATOR_HEADER, claims.imp);
      }
      req.auth = {
        userId: claims.sub,
        email: claims.email,
        sessionId: claims.sid,
        isSuperAdmin: claims.sa === true && !claims.imp,
        impersonatorId: claims.imp,
        twoFactor: claims.tfa === true,
        expiresAtMs: claims.exp * 1000,
      };
      // Super Settings → Auth → Require 2FA: a session without it may only enrol.
      if (permission.allow !== 'public') refuseBeforeTwoFactor(settings, req.auth, permission);
    }

    const requestedTenant = req.header('x-tenant-id')?.trim() || undefined;
    if (req.auth && permission.allow !== 'public' && (requestedTenant || needsTenant(permission))) {
      const access = await tenancy.GetAccess(
        { tenant_id: requestedTenant ?? '', is_super_admin: req.auth.isSuperAdmin },
        { userId: req.auth.userId, requestId: req.id },
      );
      const tenant: TenantAccess = {
        tenantId: access.tenant_id,
        role: access.tenant_id ? access.effective_role : '',
        memberships: access.memberships,
      };
      req.tenant = tenant;
    }

    const decision = decide(permission, {
      signedIn: Boolean(req.auth),
      isSuperAdmin: req.auth?.isSuperAdmin ?? false,
      tenantRole: req.tenant?.role || undefined,
      impersonating: Boolean(req.auth?.impersonatorId),
    });
    // Super Settings → Rate Limits; the console's own routes are exempt (platform/requestLimits.ts).
    if (permission.allow !== 'super')
      limits.hit(settings.rate, req.ip, req.tenant?.tenantId || undefined);
    if (decision === 'unauthenticated') throw unauthenticated(NO_SESSION, 'no_session');
    if (decision === 'forbidden') throw forbidden('You do not have permission to do this.', 'role');
    if (needsTenant(permission) && !req.tenant?.tenantId) throw invalid(NO_TENANT, 'no_tenant');
    // The session's first request in a tenant is its sign-in there (the CRM's activity).
    signIns.note(deps, req, deps.logger);
    next();
  };
}
