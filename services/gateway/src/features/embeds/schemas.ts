/** The HTTP shapes of embeds: an embed as the screens get it, and a framing check's verdict. */
import { z } from 'zod';

export const EmbedSchema = z
  .object({
    id: z.string(),
    tenant_id: z.string(),
    title: z.string(),
    provider: z.string().describe('notion, calendly, monday, airtable, hirepilot or custom'),
    url: z.string(),
    embed_type: z.string().describe('user (one person) or role (a role key, or all)'),
    user_id: z.string(),
    role: z.string(),
    is_active: z.boolean(),
    is_super_admin_embed: z.boolean(),
    target_tenant_id: z.string(),
    sort_order: z.number(),
    framing: z.string().describe('Last framing check: frameable, refused or unknown'),
    pass_context: z
      .boolean()
      .describe('The embed page appends a signed client-context token (?portico_context=)'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Embed' });

export const FramingSchema = z
  .object({
    frameable: z.boolean(),
    framing: z.string(),
    decided_by: z.string(),
    warning: z.string().describe('Empty when the target may be framed'),
  })
  .meta({ id: 'FramingCheck' });
