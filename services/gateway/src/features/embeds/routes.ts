/**
 * Embeds (docs/product.md §2 embed screens, §5 create form, §6 visibility, §7 calls; docs/product.md §2
 * super embeds). Visibility, the create form's rules, SSRF and framing checks are content's;
 * these routes authenticate, resolve the tenant, and pass the caller on.
 */
import type { Request } from 'express';
import { z } from 'zod';
import { forbidden } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text, URL_MAX } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { toEmbed } from './map';
import { EmbedSchema, FramingSchema } from './schemas';

const TAG = 'Embeds';
const NO_ACCESS = "You don't have access to this embed.";

/** The origins a page showing these embeds may frame: its `frame-src`, and nothing else. */
export function frameOrigins(embeds: { url: string }[]): string[] {
  const origins = new Set<string>();
  for (const embed of embeds) {
    try {
      const url = new URL(embed.url);
      if (url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Content stores only https URLs it parsed; a row that does not parse frames nothing.
    }
  }
  return [...origins].sort();
}

const EmbedsSchema = z.object({
  embeds: z.array(EmbedSchema),
  frame_src: z
    .array(z.string())
    .describe('Origins of these embeds: the only ones the embed page may frame'),
});
const EmbedSavedSchema = z.object({ embed: EmbedSchema, framing: FramingSchema });

const embedId = z.object({ id: z.uuid({ error: 'Embed not found' }) });

const form = {
  title: text(200).optional(),
  provider: text(40).optional(),
  url: text(URL_MAX).optional(),
  embed_type: z.enum(['user', 'role']).optional(),
  user_id: z.union([z.uuid({ error: 'Please choose a user' }), z.literal('')]).optional(),
  role: text(60).optional(),
  is_active: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(100_000).optional(),
  pass_context: z.boolean().optional(),
};

const createRequest = (body: {
  title?: string;
  provider?: string;
  url?: string;
  embed_type?: string;
  user_id?: string;
  role?: string;
  is_active?: boolean;
  sort_order?: number;
  pass_context?: boolean;
}) => ({
  title: body.title ?? '',
  provider: body.provider ?? '',
  url: body.url ?? '',
  embed_type: body.embed_type ?? 'role',
  user_id: body.user_id ?? '',
  role: body.role ?? '',
  is_active: body.is_active ?? true,
  sort_order: body.sort_order ?? 0,
  pass_context: body.pass_context ?? false,
});

const isAdmin = (req: Request) => req.auth?.isSuperAdmin === true || req.tenant?.role === 'admin';

export const embedRoutes = [
  route({
    method: 'GET',
    path: '/api/embeds',
    summary:
      'Embeds the caller may open, by sort order (sidebar, Pages tab); ?id= one embed by the same rule; ?user_id= an individual’s embeds',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    query: z.object({
      id: z.uuid({ error: 'Embed not found' }).optional(),
      user_id: z.uuid().optional(),
    }),
    response: EmbedsSchema,
    handler: async ({ query, req, deps }) => {
      const service = deps.services.content;
      if (query.id) {
        const embed = toEmbed(await service.GetEmbed({ id: query.id }, callContext(req)));
        return { embeds: [embed], frame_src: frameOrigins([embed]) };
      }
      if (query.user_id && query.user_id !== req.auth?.userId) {
        // Someone else's individual embeds: only admins manage those.
        if (!isAdmin(req)) throw forbidden(NO_ACCESS, 'embed_access');
        const { embeds } = await service.ListEmbeds({ embed_type: 'user' }, callContext(req));
        const theirs = embeds.filter((e) => e.user_id === query.user_id).map(toEmbed);
        return { embeds: theirs, frame_src: frameOrigins(theirs) };
      }
      const { embeds } = await service.ListVisibleEmbeds({}, callContext(req));
      const visible = embeds.map(toEmbed);
      return { embeds: visible, frame_src: frameOrigins(visible) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/embeds/manage',
    summary: 'Every embed of the tenant for the Embed Manager, with search and filters',
    tag: TAG,
    allow: AUDIENCES.admins,
    query: z.object({
      query: text(200).optional(),
      embed_type: z.enum(['user', 'role']).optional(),
      status: z.enum(['active', 'inactive']).optional(),
    }),
    response: EmbedsSchema,
    handler: async ({ query, req, deps }) => {
      const { embeds } = await deps.services.content.ListEmbeds(
        {
          query: query.query ?? '',
          embed_type: query.embed_type ?? '',
          status: query.status ?? '',
        },
        callContext(req),
      );
      const all = embeds.map(toEmbed);
      return { embeds: all, frame_src: frameOrigins(all) };
    },
  }),

  route({
    method: 'POST',
    path: '/api/embeds',
    summary:
      'Adds an embed (https, SSRF-safe host); the answer says whether the target lets itself be framed',
    tag: TAG,
    allow: AUDIENCES.admins,
    status: 201,
    body: z.object(form).strict(),
    response: EmbedSavedSchema,
    handler: async ({ body, req, deps }) => {
      const ctx = callContext(req);
      // An individual's embed names a member of this workspace: someone of another tenant is
      // "not found" here, as everywhere in the CRM (content keeps no membership to check).
      if (body.user_id) await deps.services.tenancy.GetMembership({ user_id: body.user_id }, ctx);
      const saved = await deps.services.content.CreateEmbed(createRequest(body), ctx);
      return { embed: toEmbed(saved.embed!), framing: saved.framing! };
    },
  }),

  route({
    method: 'PATCH',
    path: '/api/embeds',
    summary: 'Turns an embed on or off (?id=)',
    tag: TAG,
    allow: AUDIENCES.admins,
    query: embedId,
    body: z.object({ is_active: z.boolean() }).strict(),
    response: EmbedSchema,
    handler: async ({ query, body, req, deps }) =>
      toEmbed(
        await deps.services.content.SetEmbedActive(
          { id: query.id, is_active: body.is_active },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'DELETE',
    path: '/api/embeds',
    summary: 'Deletes an embed (?id=)',
    tag: TAG,
    allow: AUDIENCES.admins,
    query: embedId,
    handler: async ({ query, req, deps }) => {
      await deps.services.content.DeleteEmbed({ id: query.id }, callContext(req));
    },
  }),

  route({
    method: 'POST',
    path: '/api/embeds/reorder',
    summary: 'Sets the embeds’ order to the order of the ids given',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z
      .object({
        ids: z
          .array(z.uuid({ error: 'Embed not found' }))
          .min(1)
          .max(500),
      })
      .strict(),
    response: EmbedsSchema,
    handler: async ({ body, req, deps }) => {
      const { embeds } = await deps.services.content.ReorderEmbeds(
        { ids: body.ids },
        callContext(req),
      );
      const all = embeds.map(toEmbed);
      return { embeds: all, frame_src: frameOrigins(all) };
    },
  }),

  route({
    method: 'POST',
    path: '/api/embeds/:id/check',
    summary:
      'Checks again whether the embed’s target lets itself be framed (the manager’s Check again); the outcome is kept on the embed',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: embedId,
    response: FramingSchema,
    handler: async ({ params, req, deps }) =>
      // Content refuses an SSRF-unsafe host again before probing: DNS may have changed since.
      deps.services.content.CheckEmbedFraming({ id: params.id }, callContext(req)),
  }),

  route({
    method: 'GET',
    path: '/api/super/embeds',
    summary: 'Super-admin embeds across tenants (?tenant_id= for one)',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: z.object({ tenant_id: z.uuid().optional() }),
    response: EmbedsSchema,
    handler: async ({ query, req, deps }) => {
      const { embeds } = await deps.services.content.ListSuperEmbeds(
        { target_tenant_id: query.tenant_id ?? '' },
        callContext(req),
      );
      const all = embeds.map(toEmbed);
      return { embeds: all, frame_src: frameOrigins(all) };
    },
  }),

  route({
    method: 'POST',
    path: '/api/super/embeds',
    summary: 'Adds an embed for a tenant (by role, or all) or one of its users',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    status: 201,
    body: z
      .object({ ...form, target_tenant_id: z.uuid({ error: 'Please choose a tenant' }) })
      .strict(),
    response: EmbedSavedSchema,
    handler: async ({ body, req, deps }) => {
      const saved = await deps.services.content.CreateSuperEmbed(
        { ...createRequest(body), target_tenant_id: body.target_tenant_id },
        callContext(req),
      );
      return { embed: toEmbed(saved.embed!), framing: saved.framing! };
    },
  }),
];
