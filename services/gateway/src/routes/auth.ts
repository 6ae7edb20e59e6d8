/**
 * Sessions: sign-up (new workspace or joining by invitation), sign-in, refresh, sign-out,
 * session lookup, forgot and reset password (DESIGN.md §5, spec part 2 §7).
 */
import type { Request, Response, Router } from 'express';
import { forbidden } from '@portico/kit';
import type { identityV1 } from '@portico/proto';
import { rateLimit, RATE_LIMITS } from '../auth/rateLimit';
import { callContext, requireAuth } from '../auth/principal';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../auth/refreshCookie';
import type { GatewayDeps } from './deps';
import { bodyOf, on, text } from './guarded';
import { resetPasswordUrl } from './links';

export const FORGOT_PASSWORD_SENT =
  'If an account exists for that email, a reset link has been sent.';
export const PASSWORD_RESET_DONE = 'Password updated successfully!';

/** The answer every sign-in-like call gives; the refresh token goes into the cookie only. */
function sendSession(
  req: Request,
  res: Response,
  session: identityV1.Session__Output,
  extra: object = {},
  status = 200,
) {
  if (session.refresh_token)
    setRefreshCookie(req, res, session.refresh_token, session.refresh_expires_at);
  res.status(status).json({
    access_token: session.access_token,
    expires_at: session.expires_at,
    user: { id: session.user?.id ?? '', email: session.user?.email ?? '' },
    ...extra,
  });
}

const clientOf = (req: Request) => ({
  ip: req.ip ?? '',
  user_agent: req.header('user-agent') ?? '',
});

export function registerAuthRoutes(router: Router, deps: GatewayDeps): void {
  const { identity, tenancy } = deps.services;

  on(router, 'POST', '/api/auth/signup', rateLimit(deps, RATE_LIMITS.signUp), async (req, res) => {
    const body = bodyOf(req);
    const invite = text(body.invite).trim();
    // Joining by invitation: check the invitation before creating the account, so a bad or
    // used token creates nothing.
    if (invite) {
      const invitation = await tenancy.PeekInvitation({ token: invite }, { requestId: req.id });
      if (invitation.email.toLowerCase() !== text(body.email).trim().toLowerCase()) {
        throw forbidden(
          'This invitation was sent to a different email address.',
          'invitation_email_mismatch',
        );
      }
    }
    const session = await identity.SignUp(
      {
        name: text(body.name) || text(body.full_name),
        email: text(body.email),
        password: text(body.password),
        company_name: text(body.companyName),
        title: text(body.title),
        invite,
        phone: text(body.phone),
        client: clientOf(req),
      },
      { requestId: req.id },
    );
    const ctx = { userId: session.user?.id, requestId: req.id };
    if (invite) {
      const accepted = await tenancy.AcceptInvitation(
        { token: invite, email: session.user?.email ?? '' },
        ctx,
      );
      sendSession(
        req,
        res,
        session,
        { membership: { tenant_id: accepted.tenant_id, role: accepted.role } },
        201,
      );
      return;
    }
    await tenancy.StartOnboarding(
      {
        company_name: text(body.companyName),
        source: text(body.source),
        source_other: text(body.sourceOther),
        title: text(body.title),
        plan: text(body.plan),
        invite: '',
        email: session.user?.email ?? '',
      },
      ctx,
    );
    sendSession(req, res, session, {}, 201);
  });

  on(router, 'POST', '/api/auth/login', rateLimit(deps, RATE_LIMITS.signIn), async (req, res) => {
    const body = bodyOf(req);
    const session = await identity.SignIn(
      { email: text(body.email), password: text(body.password), client: clientOf(req) },
      { requestId: req.id },
    );
    sendSession(req, res, session);
  });

  on(router, 'POST', '/api/auth/refresh', async (req, res) => {
    try {
      const session = await identity.Refresh(
        { refresh_token: readRefreshCookie(req) ?? '' },
        { requestId: req.id },
      );
      sendSession(req, res, session);
    } catch (error) {
      clearRefreshCookie(req, res);
      throw error;
    }
  });

  on(router, 'POST', '/api/auth/logout', async (req, res) => {
    await identity.SignOut(
      { refresh_token: readRefreshCookie(req) ?? '', session_id: req.auth?.sessionId ?? '' },
      { requestId: req.id },
    );
    clearRefreshCookie(req, res);
    res.status(204).end();
  });

  on(router, 'GET', '/api/auth/session', async (req, res) => {
    const auth = requireAuth(req);
    const user = await identity.GetUser({ user_id: '' }, callContext(req));
    res.json({
      user: { id: user.id, email: user.email },
      session_id: auth.sessionId,
      isSuperAdmin: auth.isSuperAdmin,
      impersonator_id: auth.impersonatorId ?? null,
    });
  });

  on(
    router,
    'POST',
    '/api/forgot-password',
    rateLimit(deps, RATE_LIMITS.forgotPassword),
    async (req, res) => {
      await identity.RequestPasswordReset(
        { email: text(bodyOf(req).email), reset_base_url: resetPasswordUrl(deps), user_id: '' },
        { requestId: req.id },
      );
      res.json({ message: FORGOT_PASSWORD_SENT });
    },
  );

  on(
    router,
    'POST',
    '/api/reset-password',
    rateLimit(deps, RATE_LIMITS.resetPassword),
    async (req, res) => {
      const body = bodyOf(req);
      await identity.ResetPassword(
        { token: text(body.token), new_password: text(body.password) || text(body.new_password) },
        { requestId: req.id },
      );
      res.json({ message: PASSWORD_RESET_DONE });
    },
  );
}
