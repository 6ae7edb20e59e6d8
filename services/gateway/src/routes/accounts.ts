/**
 * Accounts managed by others: tenant admins create users and send reset links (never a
 * fixed password, DESIGN.md §11); super admins search users and impersonate.
 */
import type { Router } from 'express';
import { callContext, requireAuth } from '../auth/principal';
import type { GatewayDeps } from './deps';
import { bodyOf, on, text } from './guarded';
import { resetPasswordUrl } from './links';

export const RESET_LINK_SENT = 'Password reset link sent';

export function registerAccountRoutes(router: Router, deps: GatewayDeps): void {
  const { identity, tenancy } = deps.services;

  on(router, 'POST', '/api/admin-create-user', async (req, res) => {
    const body = bodyOf(req);
    const user = await identity.AdminCreateUser(
      {
        email: text(body.email),
        password: text(body.password),
        full_name: text(body.full_name),
        title: text(body.title),
      },
      callContext(req),
    );
    res.status(201).json({
      user: {
        id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
      },
    });
  });

  on(router, 'POST', '/api/admin-reset-password', async (req, res) => {
    const userId = text(bodyOf(req).user_id);
    const ctx = callContext(req);
    // Only for users of the admin's own tenant (super admins: any user).
    if (!requireAuth(req).isSuperAdmin) await tenancy.GetMembership({ user_id: userId }, ctx);
    await identity.RequestPasswordReset(
      { user_id: userId, email: '', reset_base_url: resetPasswordUrl(deps) },
      ctx,
    );
    res.json({ message: RESET_LINK_SENT });
  });

  on(router, 'GET', '/api/users', async (req, res) => {
    const query = typeof req.query.query === 'string' ? req.query.query : '';
    const { users } = await identity.SearchUsers({ query, limit: 20 }, callContext(req));
    res.json({
      users: users.map((u) => ({
        id: u.id,
        email: u.email,
        role: u.is_super_admin ? 'super_admin' : 'user',
      })),
    });
  });

  on(router, 'POST', '/api/impersonate/start', async (req, res) => {
    const body = bodyOf(req);
    const session = await identity.StartImpersonation(
      {
        target_user_id: text(body.targetUserId) || text(body.target_user_id),
        reason: text(body.reason),
      },
      callContext(req),
    );
    res.json({
      access_token: session.access_token,
      expires_at: session.expires_at,
      user: { id: session.user?.id ?? '', email: session.user?.email ?? '' },
      impersonating: true,
    });
  });

  on(router, 'POST', '/api/impersonate/stop', async (req, res) => {
    const auth = requireAuth(req);
    if (auth.impersonatorId)
      await identity.StopImpersonation({ session_id: auth.sessionId }, callContext(req));
    // The super admin's own session is untouched: the page refreshes it with its cookie.
    res.json({ impersonating: false });
  });
}
