/** The HTTP shape of a row of the users list (and of the CRM search). */
import { z } from 'zod';

export const UserRowSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.string().describe('The role key in the tenant (super search: super_admin or user)'),
    role_label: z.string(),
    tenant_role: z.string().describe('owner, admin or member'),
    status: z
      .string()
      .describe(
        'active, pending (an account not yet signed in), suspended, or invited (an open invitation: no account in the tenant yet; id is the invitation’s)',
      ),
    created_at: z.string(),
    last_active: z.string().describe('Last sign-in (ISO 8601); empty when never signed in'),
    profile_color: z
      .string()
      .describe('Your Profile colour for the avatar: one of the six, empty until chosen'),
    invitation_expires_at: z
      .string()
      .optional()
      .describe('status invited: when the invitation expires (ISO 8601)'),
    email_confirmed: z
      .boolean()
      .describe(
        'The member proved their address (a confirmation link, an emailed invitation, a sign-in provider); false for an account made with a shared invitation link until its owner confirms',
      ),
    workspaces: z
      .array(
        z.object({
          tenant_id: z.string(),
          tenant_name: z.string(),
          role_label: z.string().describe('The role by the tenant’s own label'),
          status: z.string().describe('active, pending or suspended'),
        }),
      )
      .optional()
      .describe('The console’s search only: every workspace the person belongs to'),
  })
  .meta({ id: 'TenantUser' });
