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
    status: z.string().describe('active, pending or suspended'),
    created_at: z.string(),
    last_active: z.string().describe('Last sign-in (ISO 8601); empty when never signed in'),
    profile_color: z
      .string()
      .describe('Your Profile colour for the avatar: one of the six, empty until chosen'),
    email_confirmed: z
      .boolean()
      .describe(
        'The member proved their address (a confirmation link, an emailed invitation, a sign-in provider); false for an account made with a shared invitation link until its owner confirms',
      ),
  })
  .meta({ id: 'TenantUser' });
