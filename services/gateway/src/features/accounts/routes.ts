/**
 * Accounts managed by others: tenant admins create users (pending members of their tenant who
 * set their own password through an emailed link) and send reset links (never a fixed
 * password, docs/product.md §10); super admins search users and impersonate.
 */
import { z } from 'zod';
import { conflict, isDomainError } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { EMAIL_MAX, MessageSchema, PASSWORD_MAX, text, TOKEN_MAX } from '../../api/schemas';
import { callContext, requireAuth } from '../../auth/principal';
import { SessionSchema } from '../../shared/session';
import { resetPasswordUrl, sendResetLink, signupUrl } from '../../shared/links';
import { tenantDirectory } from '../../shared/tenantDirectory';

/** "Ada King Lovelace" → Ada, King Lovelace (identity splits a full name the same way). */
const nameParts = (fullName: string) => {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

export const ALREADY_MEMBER = 'Already a member of this workspace';

const TAG = 'Accounts';

export const accountRoutes = [
  route({
    method: 'POST',
    path: '/api/admin-create-user',
    summary:
      'Add a person to the tenant as a pending member; they set their password through an emailed link',
    tag: TAG,
    allow: AUDIENCES.admins,
    rateLimit: 'adminCreateUser',
    body: z
      .object({
        email: text(EMAIL_MAX),
        password: text(PASSWORD_MAX)
          .optional()
          .describe(
            'Sent by the screen (docs/product.md §7) and ignored: the person sets their own',
          ),
        full_name: text().optional(),
        title: text().optional(),
        role: text(TOKEN_MAX)
          .optional()
          .describe('A role key of the tenant (default: the first tenant role)'),
        email_confirm: z
          .boolean()
          .optional()
          .describe(
            'Sent by the screen (docs/product.md §7); the set-password link proves the address',
          ),
      })
      .strict(),
    status: 201,
    response: z.object({
      user: z.object({
        id: z
          .string()
          .describe(
            'The new account; for an address that already has one, the invitation mailed to it instead (the answer does not say which)',
          ),
        email: z.string(),
        first_name: z.string(),
        last_name: z.string(),
      }),
      status: z.literal('pending').describe('The membership, until they set a password'),
    }),
    handler: async ({ body, req, deps }) => {
      const ctx = callContext(req);
      const role = body.role ?? '';
      // Everything tenancy would refuse (the role, the plan's seats and client limit) is
      // refused before an account exists, so a refusal leaves no orphan blocking the sign-up.
      await deps.services.tenancy.AddPendingMember({ user_id: '', role, check_only: true }, ctx);
      const { firstName, lastName } = nameParts(body.full_name ?? '');
      let user;
      try {
        user = await deps.services.identity.AdminCreateUser(
          {
            email: body.email,
            password: '',
            full_name: body.full_name ?? '',
            title: body.title ?? '',
          },
          ctx,
        );
      } catch (error) {
        if (!isDomainError(error) || error.reason !== 'email_taken') throw error;
        // Someone this workspace already holds: saying so tells its admin nothing new.
        const email = body.email.trim().toLowerCase();
        if ((await tenantDirectory(deps, req)).some((m) => m.email.toLowerCase() === email))
          throw conflict(ALREADY_MEMBER, 'already_member');
        // The address has an account (here or anywhere): no admin of any workspace learns that.
        // Its owner is mailed an invitation with the role instead (the emailed link proves the
        // address), and the answer is shaped as for a new address (SECURITY.md, "Account
        // enumeration").
        const invitation = await deps.services.tenancy.CreateInvitation(
          { email: body.email, role, signup_base_url: signupUrl(deps), show_link: false },
          ctx,
        );
        return {
          user: {
            id: invitation.id,
            email: invitation.email,
            first_name: firstName,
            last_name: lastName,
          },
          status: 'pending' as const,
        };
      }
      // Member first, mail second: the link only ever goes out for someone the tenant holds.
      await deps.services.tenancy.AddPendingMember({ user_id: user.id, role }, ctx);
      const tenant = await deps.services.tenancy.GetTenantConfig({}, ctx);
      await deps.services.identity.RequestAccountSetup(
        { user_id: user.id, setup_base_url: resetPasswordUrl(deps), tenant_name: tenant.name },
        ctx,
      );
      return {
        user: {
          id: user.id,
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
        },
        status: 'pending' as const,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/admin-reset-password',
    summary: 'Send a member of the tenant a password reset link',
    tag: TAG,
    allow: AUDIENCES.admins,
    rateLimit: 'adminReset',
    body: z
      .object({
        user_id: text(TOKEN_MAX),
        new_password: text(PASSWORD_MAX)
          .optional()
          .describe('Sent by the screen (docs/product.md §7) and ignored: a reset link is sent'),
      })
      .strict(),
    response: MessageSchema,
    handler: async ({ body, req, deps }) => {
      const ctx = callContext(req);
      // Only for users of the admin's own tenant (super admins: any user).
      if (!requireAuth(req).isSuperAdmin) {
        await deps.services.tenancy.GetMembership({ user_id: body.user_id }, ctx);
      }
      return sendResetLink(deps, body.user_id, ctx);
    },
  }),

  route({
    method: 'POST',
    path: '/api/impersonate/start',
    summary: 'Act as another user, with a reason (audited)',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    body: z.object({ targetUserId: text(TOKEN_MAX), reason: text(500) }).strict(),
    response: SessionSchema.omit({ membership: true }).extend({ impersonating: z.literal(true) }),
    handler: async ({ body, req, deps }) => {
      const session = await deps.services.identity.StartImpersonation(
        { target_user_id: body.targetUserId, reason: body.reason },
        callContext(req),
      );
      return {
        access_token: session.access_token,
        expires_at: session.expires_at,
        user: { id: session.user?.id ?? '', email: session.user?.email ?? '' },
        impersonating: true as const,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/impersonate/stop',
    summary: 'Stop impersonating (the super admin’s own session is untouched)',
    tag: TAG,
    allow: 'authenticated',
    response: z.object({ impersonating: z.literal(false) }),
    handler: async ({ req, deps }) => {
      const auth = requireAuth(req);
      if (auth.impersonatorId) {
        await deps.services.identity.StopImpersonation(
          { session_id: auth.sessionId },
          callContext(req),
        );
      }
      // The page refreshes the super admin's own session with its cookie.
      return { impersonating: false as const };
    },
  }),
];
