/**
 * Two-factor sign-in (TOTP): the code step of sign-in, the caller's enrolment (status, setup
 * with a server-made QR code, confirmation, disabling) and the super admin's reset. Identity
 * checks every code; the gateway adds the platform's Require 2FA rule (auth/twoFactorGate.ts).
 */
import { z } from 'zod';
import { forbidden } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { MessageSchema, PASSWORD_MAX, text, TOKEN_MAX } from '../../api/schemas';
import { callContext, requireAuth } from '../../auth/principal';
import { enrolmentRequired, TWO_FACTOR_REQUIRED } from '../../auth/twoFactorGate';
import { clientOf, SessionSchema, sessionAnswer } from '../../shared/session';

const TAG = 'Two-factor sign-in';
export const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app';
export const TWO_FACTOR_DISABLED = 'Two-factor authentication is off.';
export const TWO_FACTOR_RESET = 'Two-factor authentication was reset for this user.';

/** A 6-digit code or a recovery code; the exact check is identity's. */
const code = () => z.string({ error: CODE_PROMPT }).trim().min(1, CODE_PROMPT).max(32, CODE_PROMPT);

export const TwoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    required: z.boolean().describe('The platform requires two-factor sign-in (Super Settings)'),
    enrolmentRequired: z
      .boolean()
      .describe('This session may only enrol until two-factor sign-in is on'),
  })
  .meta({ id: 'TwoFactorStatus' });

export const twoFactorRoutes = [
  route({
    method: 'POST',
    path: '/api/auth/login/two-factor',
    summary: 'The second step of sign-in: the challenge from the password step and a code',
    tag: 'Sessions',
    allow: 'public',
    rateLimit: 'signIn',
    body: z.object({ challenge: text(TOKEN_MAX), code: code() }).strict(),
    response: SessionSchema,
    handler: async ({ body, req, res, deps }) => {
      const client = clientOf(req);
      const session = await deps.services.identity.CompleteTwoFactorSignIn(
        { challenge: body.challenge, code: body.code, client },
        { requestId: req.id },
      );
      return sessionAnswer(req, res, session, client.device_id);
    },
  }),

  route({
    method: 'GET',
    path: '/api/me/two-factor',
    summary:
      'Whether two-factor sign-in is on for the caller, and whether the platform requires it',
    tag: TAG,
    allow: 'authenticated',
    beforeTwoFactor: true,
    response: TwoFactorStatusSchema,
    handler: async ({ req, deps }) => {
      const auth = requireAuth(req);
      const settings = await deps.platformSettings.get();
      const status = await deps.services.identity.GetTwoFactorStatus({}, callContext(req));
      return {
        enabled: status.enabled,
        recoveryCodesLeft: status.recovery_codes_left,
        required: settings.auth.require2fa === true,
        enrolmentRequired: !status.enabled && enrolmentRequired(settings, auth),
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/me/two-factor/setup',
    summary: 'Start two-factor setup: a new secret, its otpauth URI and a QR code (SVG)',
    tag: TAG,
    allow: 'authenticated',
    beforeTwoFactor: true,
    duringImpersonation: false,
    response: z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() }),
    handler: async ({ req, deps }) => {
      const settings = await deps.platformSettings.get();
      const setup = await deps.services.identity.StartTwoFactorSetup(
        { issuer: settings.brand.appName },
        callContext(req),
      );
      return { secret: setup.secret, otpauthUri: setup.otpauth_uri, qrSvg: setup.qr_svg };
    },
  }),

  route({
    method: 'POST',
    path: '/api/me/two-factor/confirm',
    summary:
      'Confirm setup with a current code: two-factor sign-in is on; answers the ten recovery codes (shown once) and a fresh access token',
    tag: TAG,
    allow: 'authenticated',
    beforeTwoFactor: true,
    duringImpersonation: false,
    body: z.object({ code: code() }).strict(),
    response: z.object({
      recoveryCodes: z.array(z.string()),
      access_token: z.string(),
      expires_at: z.string(),
    }),
    handler: async ({ body, req, deps }) => {
      const confirmed = await deps.services.identity.ConfirmTwoFactorSetup(
        { code: body.code },
        callContext(req),
      );
      return {
        recoveryCodes: confirmed.recovery_codes,
        access_token: confirmed.access_token,
        expires_at: confirmed.expires_at,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/me/two-factor/disable',
    summary: 'Turn two-factor sign-in off with the current password and a code',
    tag: TAG,
    allow: 'authenticated',
    duringImpersonation: false,
    rateLimit: 'passwordChange',
    body: z.object({ currentPassword: text(PASSWORD_MAX), code: code() }).strict(),
    response: MessageSchema,
    handler: async ({ body, req, deps }) => {
      const settings = await deps.platformSettings.get();
      if (settings.auth.require2fa) throw forbidden(TWO_FACTOR_REQUIRED, 'two_factor_required');
      await deps.services.identity.DisableTwoFactor(
        { password: body.currentPassword, code: body.code },
        callContext(req),
      );
      return { message: TWO_FACTOR_DISABLED };
    },
  }),

  route({
    method: 'POST',
    path: '/api/super/users/:id/two-factor/reset',
    summary: "Clear a user's two-factor setup, e.g. a lost device (audited)",
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: z.object({ id: z.uuid({ error: 'User not found' }) }),
    body: z.object({ reason: text(500).optional() }).strict(),
    response: MessageSchema,
    handler: async ({ params, body, req, deps }) => {
      await deps.services.identity.ResetTwoFactor(
        { user_id: params.id, reason: body.reason ?? '' },
        callContext(req),
      );
      return { message: TWO_FACTOR_RESET };
    },
  }),
];
