/**
 * IdentityService over gRPC: decode, call one domain function, encode. Errors are domain
 * errors; the kit maps them to status codes. Sign-up, sign-in and sessions, signing keys, rate
 * limits and audit are here; each other area's calls are in a module of their own.
 */
import { operatorOnly, unary } from '@portico/kit';
import type { identityV1 } from '@portico/proto';
import * as entry from '../domain/signInUp';
import { hitRateLimit } from '../domain/rateLimits';
import { isSessionActive, refreshSession, signOut, type SessionDeps } from '../domain/sessions';
import { publishAudit } from '../events/publish';
import { requireOperator, type IdentityDeps } from './access';
import { accountHandlers } from './accountHandlers';
import { adminHandlers } from './adminHandlers';
import { providerHandlers } from './providerHandlers';
import { twoFactorHandlers } from './twoFactorHandlers';

export type { IdentityDeps };

export function identityHandlers(deps: IdentityDeps): identityV1.IdentityServiceHandlers {
  const sessions: SessionDeps = deps;
  return {
    SignUp: unary(async (req: identityV1.SignUpRequest__Output, ctx) =>
      entry.signUp(
        sessions,
        {
          name: req.name,
          email: req.email,
          phone: req.phone,
          password: req.password,
          companyName: req.company_name,
          title: req.title,
          invite: req.invite,
          locale: req.locale,
        },
        {
          verifyBaseUrl: req.verify_base_url || undefined,
          provenByInvitation: Boolean(req.invite) && req.email_proven_by_invitation,
          synthetic: ctx.synthetic,
        },
        req.client?.device_id || undefined,
      ),
    ),
    SignIn: unary(async (req: identityV1.SignInRequest__Output) =>
      entry.signIn(sessions, {
        email: req.email,
        password: req.password,
        deviceId: req.client?.device_id || undefined,
      }),
    ),
    Refresh: unary(async (req: identityV1.RefreshRequest__Output) =>
      refreshSession(sessions, req.refresh_token),
    ),
    SignOut: unary(async (req: identityV1.SignOutRequest__Output) => {
      await signOut(sessions, { refreshToken: req.refresh_token, sessionId: req.session_id });
      return {};
    }),
    CheckSession: unary(async (req: identityV1.CheckSessionRequest__Output) => ({
      active: await isSessionActive(sessions, req.session_id),
    })),
    GetJwks: unary(async () => ({ jwks_json: JSON.stringify(await deps.keys.jwks()) })),
    // Operators' call (tooling/admin), vouched for by the admin command's key: the kit asks
    // the admin command for no gateway or service token, requireOperator checks its own.
    RotateSigningKey: operatorOnly(
      unary(async (req: identityV1.RotateSigningKeyRequest__Output, ctx) => {
        requireOperator(deps, ctx, 'RotateSigningKey');
        await deps.keys.rotate({ emergency: req.emergency === true });
        return { jwks_json: JSON.stringify(await deps.keys.jwks()) };
      }),
    ),
    ...accountHandlers(sessions),
    ...adminHandlers(deps),
    ...twoFactorHandlers(sessions),
    ...providerHandlers(sessions),
    HitRateLimit: unary(async (req: identityV1.HitRateLimitRequest__Output) => {
      const result = await hitRateLimit(deps.db, deps.clock, {
        bucket: req.bucket,
        limit: req.limit,
        windowSeconds: req.window_seconds,
        cost: req.cost,
      });
      return {
        allowed: result.allowed,
        retry_after_seconds: result.retryAfterSeconds,
        count: result.count,
      };
    }),
    RecordAudit: unary(async (req: identityV1.RecordAuditRequest__Output, ctx) => {
      await deps.db.transaction((tx) =>
        publishAudit(tx, {
          actorUserId: ctx.userId ?? (req.actor_user_id || null),
          impersonatorUserId: ctx.impersonatorId ?? null,
          action: req.action,
          entityType: req.entity_type,
          entityId: req.entity_id || null,
          tenantId: req.tenant_id || null,
          reason: req.reason || null,
          details: req.details_json
            ? (JSON.parse(req.details_json) as Record<string, unknown>)
            : {},
          at: deps.clock(),
        }),
      );
      return {};
    }),
  };
}
