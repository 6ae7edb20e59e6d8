/** Invitations: a tenant admin invites; the invitee accepts once signed in. */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { EMAIL_MAX, text, TOKEN_MAX } from '../../api/schemas';
import { callContext, requireAuth } from '../../auth/principal';
import { signupUrl } from '../../shared/links';

export const INVITATION_SENT = 'Invitation sent successfully!';

const TAG = 'Invitations';

export const invitationRoutes = [
  route({
    method: 'POST',
    path: '/api/invite',
    summary:
      'Invite someone to the tenant with a role (mails a signup link; answers it too unless share_link is false)',
    tag: TAG,
    allow: AUDIENCES.admins,
    rateLimit: 'invite',
    body: z
      .object({
        email: text(EMAIL_MAX),
        role: text(64),
        share_link: z
          .boolean()
          .optional()
          .describe(
            'Default true: the answer carries signup_url. A link the inviter saw proves nothing about the address, so the account it makes confirms its address by email; false sends the link by email only, and using it proves the address',
          ),
      })
      .strict(),
    status: 201,
    response: z.object({
      message: z.string(),
      invitation: z.object({
        id: z.string(),
        email: z.string(),
        role: z.string(),
        tenant_id: z.string(),
        expires_at: z.string(),
      }),
      signup_url: z.string().describe('Empty with share_link false'),
    }),
    handler: async ({ body, req, deps }) => {
      const invitation = await deps.services.tenancy.CreateInvitation(
        {
          email: body.email,
          role: body.role,
          signup_base_url: signupUrl(deps),
          show_link: body.share_link !== false,
        },
        callContext(req),
      );
      return {
        message: INVITATION_SENT,
        invitation: {
          id: invitation.id,
          email: invitation.email,
          role: invitation.role_key,
          tenant_id: invitation.tenant_id,
          expires_at: invitation.expires_at,
        },
        signup_url: invitation.signup_url,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/public/invitations/accept',
    summary: 'Accept an invitation as the signed-in user it was sent to',
    tag: TAG,
    allow: 'authenticated',
    rateLimit: 'acceptInvitation',
    body: z.object({ token: text(TOKEN_MAX) }).strict(),
    response: z.object({ tenant_id: z.string(), role: z.string(), role_key: z.string() }),
    handler: async ({ body, req, deps }) => {
      const ctx = callContext(req);
      // Tenancy accepts only for the address the invitation was sent to; using a link that
      // went only to that address proves it, so the account's address counts as verified from
      // now. A link the inviter was shown proves nothing (tenancy's proves_email).
      const accepted = await deps.services.tenancy.AcceptInvitation(
        { token: body.token, email: requireAuth(req).email },
        ctx,
      );
      if (accepted.proves_email) await deps.services.identity.MarkEmailVerified({}, ctx);
      return { tenant_id: accepted.tenant_id, role: accepted.role, role_key: accepted.role_key };
    },
  }),
];
