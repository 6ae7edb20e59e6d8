/**
 * Per-tenant integration toggles of Super Integrations (docs/product.md §2, §3 "tenant
 * integrations: a map of key to enabled", §7 GET /api/tenants?includeIntegrations=true and
 * write /api/tenants/{id}/integrations): tenancy lists the tenants, notifications keeps the
 * switches. Super admins only.
 */
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';

const KEYS = ['slack', 'sendgrid', 'google', 'microsoft', 'webhooks'] as const;

const IntegrationsSchema = z
  .object(
    Object.fromEntries(KEYS.map((k) => [k, z.boolean()])) as Record<
      (typeof KEYS)[number],
      z.ZodBoolean
    >,
  )
  .meta({ id: 'TenantIntegrations' });

const toIntegrations = (enabled: Record<string, boolean>) =>
  Object.fromEntries(KEYS.map((k) => [k, enabled[k] ?? true])) as Record<
    (typeof KEYS)[number],
    boolean
  >;

export const tenantIntegrationRoutes = [
  route({
    method: 'GET',
    path: '/api/tenants',
    summary: 'Tenants with the integrations each may use (includeIntegrations=true)',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: z
      .object({
        includeIntegrations: z.enum(['true', 'false']).optional(),
        q: z.string().max(200).optional(),
      })
      .strict(),
    response: z.object({
      tenants: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          tier: z.string(),
          integrations: IntegrationsSchema.optional(),
        }),
      ),
    }),
    handler: async ({ query, req, deps }) => {
      const ctx = callContext(req);
      const { items } = await deps.services.tenancy.ListPlatformTenants(
        {
          q: query.q ?? '',
          tier: '',
          status: '',
          has_custom_domain: false,
          page: 1,
          page_size: 100,
        },
        ctx,
      );
      if (query.includeIntegrations !== 'true')
        return { tenants: items.map((t) => ({ id: t.id, name: t.name, tier: t.tier })) };
      const { tenants } = await deps.services.notifications.ListTenantIntegrations(
        { tenant_ids: items.map((t) => t.id) },
        ctx,
      );
      const byId = new Map(tenants.map((t) => [t.tenant_id, t.enabled]));
      return {
        tenants: items.map((t) => ({
          id: t.id,
          name: t.name,
          tier: t.tier,
          integrations: toIntegrations(byId.get(t.id) ?? {}),
        })),
      };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/tenants/:id/integrations',
    summary: 'Switch one integration on or off for a tenant; answers all its switches',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    params: z.object({ id: z.uuid('Tenant not found') }),
    body: z
      .object({
        key: z.enum(KEYS, { error: 'Unknown integration' }),
        enabled: z.boolean({ error: 'enabled must be true or false' }),
      })
      .strict(),
    response: z.object({ integrations: IntegrationsSchema }),
    handler: async ({ params, body, req, deps }) => {
      const ctx = callContext(req);
      // The tenant must exist: a switch for nobody would sit in the table forever.
      await deps.services.tenancy.GetPlatformTenant({ tenant_id: params.id }, ctx);
      const saved = await deps.services.notifications.SetTenantIntegration(
        { tenant_id: params.id, key: body.key, enabled: body.enabled },
        ctx,
      );
      return { integrations: toIntegrations(saved.enabled) };
    },
  }),
];
