/**
 * Embeds' signed client-context token (issue 12): an admin turns it on per embed; the embed
 * page asks for a token and appends it as ?portico_context=; tools verify it with the keys
 * published at /.well-known/portico-embed-keys.json. Content mints and signs; the browser
 * never builds a token.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';
import { toEmbed } from './map';
import { EmbedSchema } from './schemas';

const TAG = 'Embeds';

const embedId = z.object({ id: z.uuid({ error: 'Embed not found' }) });

const ContextTokenSchema = z
  .object({
    token: z
      .string()
      .describe('EdDSA JWT: tenant_id, user_id, role, embed_id; aud = the embed origin'),
    expires_at: z.string().describe('At most five minutes away'),
  })
  .meta({ id: 'EmbedContextToken' });

const JwksSchema = z
  .object({
    keys: z.array(z.record(z.string(), z.unknown())).describe('Ed25519 public keys (OKP JWK)'),
  })
  .meta({ id: 'EmbedContextKeys' });

export const embedContextRoutes = [
  route({
    method: 'PUT',
    path: '/api/embeds/:id/pass-context',
    summary:
      'Turns the signed client-context token on or off for an embed (off by default): when on, the embed page appends it to the URL',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: embedId,
    body: z.object({ pass_context: z.boolean() }).strict(),
    response: EmbedSchema,
    handler: async ({ params, body, req, deps }) =>
      toEmbed(
        await deps.services.content.SetEmbedPassContext(
          { id: params.id, pass_context: body.pass_context },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/embeds/:id/context-token',
    summary:
      'A short-lived signed client-context token for an embed the caller may open and whose admin turned it on; 404 otherwise',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    params: embedId,
    response: ContextTokenSchema,
    handler: async ({ params, req, res, deps }) => {
      // A token names the user: no cache between the browser and us may keep one.
      res.setHeader('Cache-Control', 'no-store');
      return deps.services.content.MintEmbedContextToken({ id: params.id }, callContext(req));
    },
  }),

  route({
    method: 'GET',
    path: '/.well-known/portico-embed-keys.json',
    summary: 'The public keys (JWKS) that verify embeds’ client-context tokens',
    tag: 'Public',
    allow: 'public',
    response: JwksSchema,
    handler: async ({ req, res, deps }) => {
      const { jwks_json } = await deps.services.content.GetEmbedContextKeys(
        {},
        { requestId: req.id },
      );
      // Tools cache the keys briefly; a rotated key is picked up within minutes.
      res.setHeader('Cache-Control', 'public, max-age=300');
      return JSON.parse(jwks_json) as z.input<typeof JwksSchema>;
    },
  }),
];
