/** Invitations: a tenant admin invites; the invitee accepts once signed in. */
import type { Router } from 'express';
import { rateLimit, RATE_LIMITS } from '../auth/rateLimit';
import { callContext, requireAuth } from '../auth/principal';
import type { GatewayDeps } from './deps';
import { bodyOf, on, text } from './guarded';
import { signupUrl } from './links';

export const INVITATION_SENT = 'Invitation sent successfully!';

export function registerInvitationRoutes(router: Router, deps: GatewayDeps): void {
  const { tenancy } = deps.services;

  on(router, 'POST', '/api/invite', async (req, res) => {
    const body = bodyOf(req);
    const invitation = await tenancy.CreateInvitation(
      { email: text(body.email), role: text(body.role), signup_base_url: signupUrl(deps) },
      callContext(req),
    );
    res.status(201).json({
      message: INVITATION_SENT,
      invitation: {
        id: invitation.id,
        email: invitation.email,
        role: invitation.role_key,
        tenant_id: invitation.tenant_id,
        expires_at: invitation.expires_at,
      },
      signup_url: invitation.signup_url,
    });
  });

  on(
    router,
    'POST',
    '/api/public/invitations/accept',
    rateLimit(deps, RATE_LIMITS.acceptInvitation),
    async (req, res) => {
      const accepted = await tenancy.AcceptInvitation(
        { token: text(bodyOf(req).token), email: requireAuth(req).email },
        callContext(req),
      );
      res.json({ tenant_id: accepted.tenant_id, role: accepted.role, role_key: accepted.role_key });
    },
  );
}
