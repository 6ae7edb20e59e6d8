/**
 * IdentityService over gRPC: decode, call one domain function, encode. Errors are domain
 * errors; the kit maps them to status codes.
 */
import type { KeyObject } from 'node:crypto';
import {
  forbidden,
  notFound,
  OPERATOR_NOT_VOUCHED,
  operatorOnly,
  unary,
  unauthenticated,
  verifyOperatorToken,
  type CallContext,
  type Database,
} from '@portico/kit';
import type { identityV1 } from '@portico/proto';
import * as admin from '../domain/adminAccounts';
import * as address from '../domain/emailAddress';
import * as reset from '../domain/passwordReset';
import { confirmPassword } from '../domain/passwordConfirmation';
import * as settings from '../domain/settings';
import * as entry from '../domain/signInUp';
import type { Caller } from '../domain/users';
import { startImpersonation, stopImpersonation } from '../domain/impersonation';
import type { KeyRing } from '../domain/keyRing';
import { hitRateLimit } from '../domain/rateLimits';
import { isSessionActive, refreshSession, signOut, type SessionDeps } from '../domain/sessions';
import { MESSAGES } from '../domain/messages';
import { toPublicUser } from '../domain/users';
import { publishAudit } from '../events/publish';
import { findUserByEmail, findUsersByIds } from '../store/users';
import { setUserDisabled } from '../domain/userStatus';
import * as twoFactor from '../domain/twoFactor';
import { completeTwoFactorSignIn } from '../domain/twoFactorSignIn';
import * as providers from '../domain/providerClients';
import { redeemProviderHandoff } from '../domain/providerHandoff';
import { completeProviderSignIn, startProviderSignIn } from '../domain/providerSignIn';

export interface IdentityDeps {
  db: Database;
  keys: KeyRing;
  clock: () => Date;
  /** The admin command's public key (OPERATOR_TOKEN_PUBLIC_KEY); without it no operator call. */
  operatorKey?: KeyObject;
}

/**
 * Operators' calls need the admin command's token for that very method: the gateway's token
 * vouches for users, not operators, so even a gateway cannot make them.
 */
function requireOperator(deps: IdentityDeps, ctx: CallContext, method: string): void {
  if (!verifyOperatorToken(deps.operatorKey, ctx.operatorToken, method)) {
    ctx.logger?.warn({ method }, 'refused an operator call without the admin command token');
    throw forbidden(OPERATOR_NOT_VOUCHED, 'operator_only');
  }
}

function callerOf(ctx: CallContext): Caller {
  if (!ctx.userId) throw unauthenticated(MESSAGES.sessionMissing);
  return { userId: ctx.userId, impersonatorId: ctx.impersonatorId, sessionId: ctx.sessionId };
}

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
    GetUser: unary(async (req: identityV1.GetUserRequest__Output, ctx) =>
      settings.getUser(sessions, req.user_id || callerOf(ctx).userId),
    ),
    GetUsers: unary(async (req: identityV1.GetUsersRequest__Output) => ({
      users: (await findUsersByIds(deps.db, req.user_ids)).map(toPublicUser),
    })),
    FindUserByEmail: unary(async (req: identityV1.FindUserByEmailRequest__Output) => {
      const user = await findUserByEmail(deps.db, req.email);
      if (!user) throw notFound(MESSAGES.userNotFound, 'user_not_found');
      return toPublicUser(user);
    }),
    SearchUsers: unary(async (req: identityV1.SearchUsersRequest__Output, ctx) => ({
      users: await admin.searchUsers(sessions, callerOf(ctx), req.query, req.limit),
    })),
    UpdateProfile: unary(async (req: identityV1.UpdateProfileRequest__Output, ctx) =>
      settings.saveProfile(sessions, callerOf(ctx), req),
    ),
    ChangePassword: unary(async (req: identityV1.ChangePasswordRequest__Output, ctx) => {
      await settings.changePassword(sessions, callerOf(ctx), {
        currentPassword: req.current_password,
        newPassword: req.new_password,
        confirmPassword: req.has_confirm_password ? req.confirm_password : undefined,
      });
      return {};
    }),
    ConfirmPassword: unary(async (req: identityV1.ConfirmPasswordRequest__Output, ctx) => {
      await confirmPassword(sessions, callerOf(ctx), {
        password: req.password,
        purpose: req.purpose,
      });
      return {};
    }),
    ChangeEmail: unary(async (req: identityV1.ChangeEmailRequest__Output, ctx) =>
      address.requestEmailChange(sessions, callerOf(ctx), {
        email: req.email,
        currentPassword: req.current_password,
        baseUrl: req.confirm_base_url,
        synthetic: ctx.synthetic,
      }),
    ),
    ConfirmEmail: unary(async (req: identityV1.ConfirmEmailRequest__Output) =>
      address.confirmEmail(sessions, req.token),
    ),
    ResendEmailVerification: unary(
      async (req: identityV1.ResendEmailVerificationRequest__Output, ctx) => {
        await address.resendEmailVerification(sessions, callerOf(ctx), {
          baseUrl: req.verify_base_url,
          synthetic: ctx.synthetic,
        });
        return {};
      },
    ),
    MarkEmailVerified: unary(async (_req: identityV1.MarkEmailVerifiedRequest__Output, ctx) => {
      await address.markVerifiedByInvitation(sessions, callerOf(ctx));
      return {};
    }),
    RequestPasswordReset: unary(
      async (req: identityV1.RequestPasswordResetRequest__Output, ctx) => {
        await reset.requestPasswordReset(sessions, {
          email: req.email,
          userId: req.user_id || undefined,
          resetBaseUrl: req.reset_base_url,
          requestedBy: req.user_id ? ctx.userId : undefined,
          synthetic: ctx.synthetic,
        });
        return {};
      },
    ),
    ResetPassword: unary(async (req: identityV1.ResetPasswordRequest__Output) => {
      await reset.resetPassword(sessions, { token: req.token, newPassword: req.new_password });
      return {};
    }),
    AdminCreateUser: unary(async (req: identityV1.AdminCreateUserRequest__Output, ctx) =>
      admin.adminCreateUser(sessions, callerOf(ctx), req),
    ),
    RequestAccountSetup: unary(async (req: identityV1.RequestAccountSetupRequest__Output, ctx) => {
      await admin.requestAccountSetup(
        sessions,
        { ...callerOf(ctx), synthetic: ctx.synthetic },
        {
          userId: req.user_id,
          setupBaseUrl: req.setup_base_url,
          tenantId: ctx.tenantId ?? '',
          tenantName: req.tenant_name,
        },
      );
      return {};
    }),
    StartImpersonation: unary(async (req: identityV1.StartImpersonationRequest__Output, ctx) =>
      startImpersonation(sessions, callerOf(ctx), {
        targetUserId: req.target_user_id,
        reason: req.reason,
      }),
    ),
    StopImpersonation: unary(async (req: identityV1.StopImpersonationRequest__Output, ctx) => {
      await stopImpersonation(sessions, callerOf(ctx), req.session_id);
      return {};
    }),
    // Operators' call (tooling/admin; the start-up bootstrap calls the domain directly),
    // vouched for by the admin command's key.
    SetSuperAdmin: operatorOnly(
      unary(async (req: identityV1.SetSuperAdminRequest__Output, ctx) => {
        requireOperator(deps, ctx, 'SetSuperAdmin');
        return admin.setSuperAdmin(sessions, {
          userId: req.user_id || undefined,
          email: req.email || undefined,
          granted: req.granted,
          actorUserId: ctx.userId,
        });
      }),
    ),
    SetUserDisabled: unary(async (req: identityV1.SetUserDisabledRequest__Output, ctx) =>
      setUserDisabled(sessions, callerOf(ctx), {
        userId: req.user_id,
        disabled: req.disabled,
        reason: req.reason,
      }),
    ),
    CompleteTwoFactorSignIn: unary(async (req: identityV1.CompleteTwoFactorSignInRequest__Output) =>
      completeTwoFactorSignIn(sessions, {
        challenge: req.challenge,
        code: req.code,
        deviceId: req.client?.device_id || undefined,
      }),
    ),
    GetTwoFactorStatus: unary(async (_req: identityV1.GetTwoFactorStatusRequest__Output, ctx) =>
      twoFactor.twoFactorStatus(sessions, callerOf(ctx).userId),
    ),
    StartTwoFactorSetup: unary(async (req: identityV1.StartTwoFactorSetupRequest__Output, ctx) =>
      twoFactor.startTwoFactorSetup(sessions, callerOf(ctx), req.issuer),
    ),
    ConfirmTwoFactorSetup: unary(
      async (req: identityV1.ConfirmTwoFactorSetupRequest__Output, ctx) =>
        twoFactor.confirmTwoFactorSetup(sessions, callerOf(ctx), req.code),
    ),
    DisableTwoFactor: unary(async (req: identityV1.DisableTwoFactorRequest__Output, ctx) => {
      await twoFactor.disableTwoFactor(sessions, callerOf(ctx), {
        password: req.password,
        code: req.code,
      });
      return {};
    }),
    ResetTwoFactor: unary(async (req: identityV1.ResetTwoFactorRequest__Output, ctx) => {
      await twoFactor.resetTwoFactor(sessions, callerOf(ctx), {
        userId: req.user_id,
        reason: req.reason,
      });
      return {};
    }),
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
    ListSignInProviderClients: unary(
      async (_req: identityV1.ListSignInProviderClientsRequest__Output, ctx) => ({
        clients: await providers.listClients(sessions, callerOf(ctx)),
      }),
    ),
    SetSignInProviderClient: unary(
      async (req: identityV1.SetSignInProviderClientRequest__Output, ctx) => ({
        clients: await providers.setClient(sessions, callerOf(ctx), {
          provider: req.provider,
          clientId: req.client_id,
          clientSecret: req.client_secret,
          remove: req.remove,
        }),
      }),
    ),
    ListConfiguredSignInProviders: unary(async () => ({
      providers: await providers.configuredProviders(sessions),
    })),
    StartProviderSignIn: unary(async (req: identityV1.StartProviderSignInRequest__Output) =>
      startProviderSignIn(sessions, {
        provider: req.provider,
        returnTo: req.return_to,
        tenantHost: req.tenant_host,
        redirectUri: req.redirect_uri,
      }),
    ),
    CompleteProviderSignIn: unary(async (req: identityV1.CompleteProviderSignInRequest__Output) =>
      completeProviderSignIn(sessions, {
        provider: req.provider,
        query: req.query,
        signupOpen: req.signup_open,
        deviceId: req.client?.device_id || undefined,
        publicHost: req.public_host,
        browserBound: req.browser_bound,
      }),
    ),
    RedeemProviderHandoff: unary(async (req: identityV1.RedeemProviderHandoffRequest__Output) =>
      redeemProviderHandoff(sessions, {
        code: req.code,
        host: req.host,
        binding: req.binding,
        deviceId: req.client?.device_id || undefined,
      }),
    ),
    ListMySignInProviders: unary(
      async (_req: identityV1.ListMySignInProvidersRequest__Output, ctx) =>
        providers.myLinks(sessions, callerOf(ctx)),
    ),
    UnlinkSignInProvider: unary(async (req: identityV1.UnlinkSignInProviderRequest__Output, ctx) =>
      providers.unlink(sessions, callerOf(ctx), req.provider),
    ),
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
