/**
 * Sessions: sign-up (new workspace or joining by invitation), sign-in, refresh, sign-out,
 * session lookup, forgot and reset password (docs/product.md §7).
 */
import { z } from 'zod';
import { forbidden } from '@portico/kit';
import { route } from '../../api/route';
import {
  EMAIL_MAX,
  locale,
  MessageSchema,
  PASSWORD_MAX,
  planKey,
  text,
  TOKEN_MAX,
  UserRefSchema,
} from '../../api/schemas';
import { callContext, isSynthetic, requireAuth } from '../../auth/principal';
import { clearRefreshCookie, readRefreshCookie } from '../../auth/refreshCookie';
import { publicUrlOf, resetPasswordUrl } from '../../shared/links';
import {
  clientOf,
  SessionSchema,
  sessionAnswer,
  TwoFactorChallengeSchema,
} from '../../shared/session';
import { enforceSignupOpen } from '../../platform/featureFlags';
import { enforcePasswordMinimum } from '../../platform/settingsCache';

export const FORGOT_PASSWORD_SENT =
  'If an account exists for that email, a reset link has been sent.';
export const PASSWORD_RESET_DONE = 'Password updated successfully!';
/** docs/product.md §5, for sign-up and sign-in alike. */
export const CREDENTIALS_REQUIRED =
  'You must provide either an email or phone number and a password';

export const EMAIL_CONFIRMED = 'Thank you: your email address is confirmed.';
export const EMAIL_CHANGED =
  'Your email address has been changed. Use it the next time you sign in.';

/** The longest an access token lives (identity's ACCESS_TOKEN_TTL_SECONDS). */
const ACCESS_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
const TAG = 'Sessions';

/** A string whose absence or wrong type is worded by the spec. */
const credential = (max: number) => z.string({ error: CREDENTIALS_REQUIRED }).max(max);
const filled = (value: string | undefined) => Boolean(value?.trim());

const SignUpBody = z
  .object({
    name: text().optional(),
    email: credential(EMAIL_MAX).optional(),
    phone: text(32).optional(),
    password: credential(PASSWORD_MAX),
    companyName: text().optional(),
    title: text().optional(),
    source: text().optional(),
    sourceOther: text().optional(),
    plan: planKey().optional(),
    invite: text(TOKEN_MAX).optional().describe('The invitation token of the signup link'),
    locale: locale()
      .optional()
      .describe('The language the page was read in: the person’s language from then on'),
  })
  .strict()
  .refine((b) => (filled(b.email) || filled(b.phone)) && filled(b.password), {
    message: CREDENTIALS_REQUIRED,
    path: ['email'],
  });

const SignInBody = z
  .object({ email: credential(EMAIL_MAX), password: credential(PASSWORD_MAX) })
  .strict()
  .refine((b) => filled(b.email) && filled(b.password), {
    message: CREDENTIALS_REQUIRED,
    path: ['email'],
  });

export const authRoutes = [
  route({
    method: 'POST',
    path: '/api/auth/signup',
    summary: 'Create an account: a new workspace to onboard, or joining by invitation',
    tag: TAG,
    allow: 'public',
    rateLimit: 'signUp',
    body: SignUpBody,
    response: SessionSchema,
    status: 201,
    handler: async ({ body, req, res, deps }) => {
      const { identity, tenancy } = deps.services;
      const invite = body.invite?.trim() ?? '';
      // Super Settings → Feature Flags: with signup.open off only an invitation makes an account.
      if (!invite) await enforceSignupOpen(deps);
      // Joining by invitation: check the invitation before creating the account, so a bad or
      // used token creates nothing.
      let provenByInvitation = false;
      if (invite) {
        const invitation = await tenancy.PeekInvitation({ token: invite }, { requestId: req.id });
        // Only a link that went to the address alone proves it; one the inviter saw does not,
        // and the account confirms its address by email like any other sign-up.
        provenByInvitation = invitation.proves_email;
        if (invitation.email.toLowerCase() !== (body.email ?? '').trim().toLowerCase()) {
          throw forbidden(
            'This invitation was sent to a different email address.',
            'invitation_email_mismatch',
          );
        }
      }
      await enforcePasswordMinimum(deps, body.password);
      const client = clientOf(req);
      const session = await identity.SignUp(
        {
          name: body.name ?? '',
          email: body.email ?? '',
          password: body.password,
          company_name: body.companyName ?? '',
          title: body.title ?? '',
          invite,
          phone: body.phone ?? '',
          client,
          verify_base_url: `${publicUrlOf(deps)}/verify-email`,
          // Checked above: the invitation was sent to this very address, by email alone.
          email_proven_by_invitation: provenByInvitation,
          locale: body.locale ?? '',
        },
        { requestId: req.id, synthetic: isSynthetic(req) },
      );
      const ctx = { userId: session.user?.id, requestId: req.id };
      if (invite) {
        const accepted = await tenancy.AcceptInvitation(
          { token: invite, email: session.user?.email ?? '' },
          ctx,
        );
        return {
          ...sessionAnswer(req, res, session, client.device_id),
          membership: { tenant_id: accepted.tenant_id, role: accepted.role },
        };
      }
      await tenancy.StartOnboarding(
        {
          company_name: body.companyName ?? '',
          source: body.source ?? '',
          source_other: body.sourceOther ?? '',
          title: body.title ?? '',
          plan: body.plan ?? '',
          invite: '',
          email: session.user?.email ?? '',
        },
        ctx,
      );
      return sessionAnswer(req, res, session, client.device_id);
    },
  }),

  route({
    method: 'POST',
    path: '/api/auth/login',
    summary:
      'Sign in with email and password; with two-factor sign-in on, the answer is a challenge for the code step',
    tag: TAG,
    allow: 'public',
    rateLimit: 'signIn',
    body: SignInBody,
    response: z.union([SessionSchema, TwoFactorChallengeSchema]),
    handler: async ({ body, req, res, deps }) => {
      const client = clientOf(req);
      const session = await deps.services.identity.SignIn(
        { email: body.email, password: body.password, client },
        { requestId: req.id },
      );
      // No session and no refresh cookie until the code is checked (features/twoFactor/routes.ts).
      if (session.two_factor_challenge) {
        return {
          two_factor_required: true as const,
          challenge: session.two_factor_challenge,
          challenge_expires_at: session.two_factor_challenge_expires_at,
        };
      }
      return sessionAnswer(req, res, session, client.device_id);
    },
  }),

  route({
    method: 'POST',
    path: '/api/auth/refresh',
    summary: 'A new access token from the refresh cookie (which rotates)',
    tag: TAG,
    allow: 'public',
    response: SessionSchema,
    handler: async ({ req, res, deps }) => {
      try {
        const session = await deps.services.identity.Refresh(
          { refresh_token: readRefreshCookie(req) ?? '' },
          { requestId: req.id },
        );
        return sessionAnswer(req, res, session);
      } catch (error) {
        clearRefreshCookie(req, res);
        throw error;
      }
    },
  }),

  route({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: ends the session and clears the refresh cookie',
    tag: TAG,
    allow: 'public',
    handler: async ({ req, res, deps }) => {
      await deps.services.identity.SignOut(
        { refresh_token: readRefreshCookie(req) ?? '', session_id: req.auth?.sessionId ?? '' },
        { requestId: req.id },
      );
      // This replica refuses the session's access token at once; the others learn it from
      // identity's sessions_revoked event.
      if (req.auth?.sessionId) {
        deps.revokedSessions.revoke([req.auth.sessionId], Date.now() + ACCESS_TOKEN_LIFETIME_MS);
      }
      clearRefreshCookie(req, res);
    },
  }),

  route({
    method: 'GET',
    path: '/api/auth/session',
    summary: 'The current session',
    tag: TAG,
    allow: 'authenticated',
    beforeTwoFactor: true,
    response: z.object({
      user: UserRefSchema,
      session_id: z.string(),
      isSuperAdmin: z.boolean(),
      impersonator_id: z.string().nullable(),
    }),
    handler: async ({ req, deps }) => {
      const auth = requireAuth(req);
      const user = await deps.services.identity.GetUser({ user_id: '' }, callContext(req));
      return {
        user: { id: user.id, email: user.email },
        session_id: auth.sessionId,
        isSuperAdmin: auth.isSuperAdmin,
        impersonator_id: auth.impersonatorId ?? null,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/forgot-password',
    summary: 'Email a password reset link (the same answer whether or not the account exists)',
    tag: TAG,
    allow: 'public',
    rateLimit: 'forgotPassword',
    body: z.object({ email: text(EMAIL_MAX) }).strict(),
    response: MessageSchema,
    handler: async ({ body, req, deps }) => {
      await deps.services.identity.RequestPasswordReset(
        { email: body.email, reset_base_url: resetPasswordUrl(deps), user_id: '' },
        { requestId: req.id, synthetic: isSynthetic(req) },
      );
      return { message: FORGOT_PASSWORD_SENT };
    },
  }),

  route({
    method: 'POST',
    path: '/api/reset-password',
    summary: 'Set a new password with the token of a reset link',
    tag: TAG,
    allow: 'public',
    rateLimit: 'resetPassword',
    body: z.object({ token: text(TOKEN_MAX), password: text(PASSWORD_MAX) }).strict(),
    response: MessageSchema,
    handler: async ({ body, req, deps }) => {
      await enforcePasswordMinimum(deps, body.password);
      await deps.services.identity.ResetPassword(
        { token: body.token, new_password: body.password },
        { requestId: req.id },
      );
      return { message: PASSWORD_RESET_DONE };
    },
  }),

  route({
    method: 'POST',
    path: '/api/auth/confirm-email',
    summary:
      'Open a link from a confirmation email: proves the sign-up address, or makes the new address of an email change the sign-in email',
    tag: TAG,
    allow: 'public',
    rateLimit: 'confirmEmail',
    body: z.object({ token: text(TOKEN_MAX) }).strict(),
    response: MessageSchema.extend({
      purpose: z.enum(['verify', 'change']),
      email: z.string(),
    }),
    handler: async ({ body, req, deps }) => {
      const confirmed = await deps.services.identity.ConfirmEmail(
        { token: body.token },
        { requestId: req.id },
      );
      const purpose: 'verify' | 'change' = confirmed.purpose === 'change' ? 'change' : 'verify';
      return {
        message: purpose === 'change' ? EMAIL_CHANGED : EMAIL_CONFIRMED,
        purpose,
        email: confirmed.user?.email ?? '',
      };
    },
  }),
];
