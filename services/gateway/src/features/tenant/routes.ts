/** What the tenant shell needs at once (name, role labels and colours) and public branding. */
import { z } from 'zod';
import { notFound } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { locale, localeOrNull, text } from '../../api/schemas';
import type { tenancyV1 } from '@portico/proto';
import { callContext } from '../../auth/principal';

const TAG = 'Tenant';

export const TenantConfigSchema = z
  .object({
    tenant_id: z.string(),
    name: z.string(),
    role_labels: z.record(z.string(), z.string()),
    role_colors: z.record(z.string(), z.string()),
    support_email: z.string(),
    logo_url: z.string(),
    favicon_url: z.string(),
    brand_color: z.string(),
    default_locale: locale()
      .nullable()
      .describe('The language its people read unless they chose one; null: their browser’s'),
    features: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'TenantConfig' });

/** Tenancy's config as the API answers it (GET, the Brand & Legal saves, an uploaded image). */
export const tenantConfigAnswer = (config: tenancyV1.TenantConfig__Output) => ({
  tenant_id: config.tenant_id,
  name: config.name,
  role_labels: config.role_labels,
  role_colors: config.role_colors,
  support_email: config.support_email,
  logo_url: config.logo_url,
  favicon_url: config.favicon_url,
  brand_color: config.brand_color,
  default_locale: localeOrNull(config.default_locale),
  features: JSON.parse(config.features_json || '{}') as Record<string, unknown>,
});

export const tenantRoutes = [
  route({
    method: 'GET',
    path: '/api/tenant-config',
    summary: 'The active tenant’s name, role labels and colours, branding and features',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    response: TenantConfigSchema,
    handler: async ({ req, deps }) => {
      return tenantConfigAnswer(await deps.services.tenancy.GetTenantConfig({}, callContext(req)));
    },
  }),

  route({
    method: 'GET',
    path: '/api/tenant-roles',
    summary: 'The roles of the active tenant',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    response: z.object({
      roles: z.array(
        z.object({
          role_key: z.string(),
          role_label: z.string(),
          role_color: z.string(),
          role_description: z.string(),
        }),
      ),
    }),
    handler: async ({ req, deps }) => {
      const { roles } = await deps.services.tenancy.ListTenantRoles({}, callContext(req));
      return { roles };
    },
  }),

  route({
    method: 'GET',
    path: '/api/public/branding',
    summary:
      "The branding of the tenant a host name belongs to (before sign-in); on the platform's own host, no tenant",
    tag: TAG,
    allow: 'public',
    query: z.object({ host: text(253).optional() }),
    // The platform's own host (product domain, localhost, an IP) is a normal answer, not a
    // missing resource: every anonymous visit to the sign-in page asks, and a 404 there was a
    // console error on every visit. A host that should name a tenant and does not (an unknown
    // subdomain, a removed custom domain) is still 404.
    response: z.union([
      z.object({
        tenant_id: z.string(),
        name: z.string(),
        logo_url: z.string(),
        favicon_url: z.string(),
        brand_color: z.string(),
        subdomain: z.string(),
        default_locale: locale()
          .nullable()
          .describe('The language signed-out pages start in; null: the browser’s'),
      }),
      z.object({
        tenant_id: z
          .null()
          .describe("the platform's own host: no tenant's branding, the platform's default look"),
      }),
    ]),
    handler: async ({ query, req, deps }) => {
      const branding = await deps.services.tenancy.GetBranding(
        { host: query.host ?? '' },
        { requestId: req.id },
      );
      if (!branding.found && branding.platform) return { tenant_id: null };
      if (!branding.found) throw notFound('Tenant not found', 'tenant_not_found');
      return {
        tenant_id: branding.tenant_id,
        name: branding.name,
        logo_url: branding.logo_url,
        favicon_url: branding.favicon_url,
        brand_color: branding.brand_color,
        subdomain: branding.subdomain,
        default_locale: localeOrNull(branding.default_locale),
      };
    },
  }),
];
