/** An embed as content describes it, in its HTTP shape (schemas.ts). */
import type { z } from 'zod';
import type { contentV1 } from '@portico/proto';
import type { EmbedSchema } from './schemas';

export const toEmbed = (embed: contentV1.Embed__Output): z.input<typeof EmbedSchema> => ({
  id: embed.id,
  tenant_id: embed.tenant_id,
  title: embed.title,
  provider: embed.provider,
  url: embed.url,
  embed_type: embed.embed_type,
  user_id: embed.user_id,
  role: embed.role,
  is_active: embed.is_active,
  is_super_admin_embed: embed.is_super_admin_embed,
  target_tenant_id: embed.target_tenant_id,
  sort_order: embed.sort_order,
  framing: embed.framing,
  pass_context: embed.pass_context,
  created_at: embed.created_at,
  updated_at: embed.updated_at,
});
