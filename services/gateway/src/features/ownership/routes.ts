/**
 * Ownership of a workspace is given with it and afterwards only handed on (issue 24 item 4):
 * invitations, admin-create and imports never make an owner. The owner transfers it to an
 * active member after confirming their own password (never while impersonating); a super admin
 * may do it for any tenant (the override, e.g. when the owner has left). Tenancy checks the
 * owner and the member again and audits `membership.ownership_transferred`.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { PASSWORD_MAX, text } from '../../api/schemas';
import { callContext } from '../../auth/principal';

const TAG = 'Ownership';
const NEW_OWNER = 'Choose an active member of this workspace as the new owner.';

const TransferredSchema = z.object({
  tenant_id: z.string(),
  previous_owner_user_id: z.string().describe('Now an admin; empty when there was no owner'),
  new_owner_user_id: z.string(),
});

export const ownershipRoutes = [
  route({
    method: 'POST',
    path: '/api/tenant/ownership',
    summary: 'The owner hands the workspace to an active member, confirming their password',
    tag: TAG,
    allow: AUDIENCES.admins,
    duringImpersonation: false,
    rateLimit: 'passwordChange',
    body: z
      .object({
        user_id: z.uuid({ error: NEW_OWNER }),
        password: text(PASSWORD_MAX).min(1, { error: 'Enter your password to confirm.' }),
      })
      .strict(),
    response: TransferredSchema,
    handler: async ({ body, req, deps }) => {
      const ctx = callContext(req);
      await deps.services.identity.ConfirmPassword(
        { password: body.password, purpose: 'ownership_transfer' },
        ctx,
      );
      return deps.services.tenancy.TransferOwnership(
        { new_owner_user_id: body.user_id, tenant_id: '' },
        ctx,
      );
    },
  }),

  route({
    method: 'POST',
    path: '/api/super/tenants/:id/ownership',
    summary: 'Super admin override: make an active member of the tenant its owner (audited)',
    tag: TAG,
    allow: 'super',
    params: z.object({ id: z.uuid({ error: 'Tenant not found' }) }),
    body: z.object({ user_id: z.uuid({ error: NEW_OWNER }) }).strict(),
    response: TransferredSchema,
    handler: async ({ params, body, req, deps }) =>
      deps.services.tenancy.TransferOwnership(
        { new_owner_user_id: body.user_id, tenant_id: params.id },
        callContext(req),
      ),
  }),
];
