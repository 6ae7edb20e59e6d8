/**
 * Tenant integrations (docs/product.md §2 Integrations, §7): API keys for the public API. A key is
 * answered in full once, at creation; lists show its prefix only. Tenancy decides the plan
 * rule (pro and advanced), who may manage keys and which tenant a key belongs to.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { callContext } from '../../auth/principal';

const TAG = 'Integrations';

const ApiKeySchema = z
  .object({
    id: z.string(),
    label: z.string(),
    prefix: z.string().describe('The key’s public start, e.g. ptk_1a2b3c4d5e6f'),
    created_at: z.string(),
    last_used_at: z.string().describe('Empty until the key is first used'),
    revoked_at: z.string().describe('Empty while the key works'),
  })
  .meta({ id: 'ApiKey' });

const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().describe('The whole key: shown this once and stored nowhere'),
}).meta({ id: 'CreatedApiKey' });

export const integrationRoutes = [
  route({
    method: 'GET',
    path: '/api/integrations/api-keys',
    summary: 'The tenant’s API keys (label, prefix, created, last used; never the key)',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: z.object({
      keys: z.array(ApiKeySchema),
      allowed: z.boolean().describe('The plan includes API access (pro and advanced)'),
    }),
    handler: async ({ req, deps }) => {
      const { keys, allowed } = await deps.services.tenancy.ListApiKeys({}, callContext(req));
      return { keys, allowed };
    },
  }),

  route({
    method: 'POST',
    path: '/api/integrations/api-keys',
    summary: 'Create an API key (pro and advanced plans); the answer holds the key once',
    tag: TAG,
    allow: AUDIENCES.admins,
    // Outlives the impersonation, in the target's name: never while impersonating.
    duringImpersonation: false,
    body: z
      .object({
        label: text(100).refine(
          (l) => l.trim().length > 0,
          'Please enter a label of 1 to 100 characters',
        ),
      })
      .strict(),
    status: 201,
    response: CreatedApiKeySchema,
    handler: async ({ body, req, deps }) => {
      const created = await deps.services.tenancy.CreateApiKey(
        { label: body.label },
        callContext(req),
      );
      return { ...created.api_key!, key: created.key };
    },
  }),

  route({
    method: 'DELETE',
    path: '/api/integrations/api-keys/:id',
    summary: 'Revoke an API key: requests with it are refused from now on',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: z.object({ id: z.uuid('API key not found') }),
    handler: async ({ params, req, deps }) => {
      await deps.services.tenancy.RevokeApiKey({ id: params.id }, callContext(req));
    },
  }),
];
