/**
 * Tenant settings a tenant admin changes (docs/product.md §2, §7): Brand & Legal through
 * `PATCH /api/tenant-config` (only the fields sent change) and Role Types & Banner Colors
 * through `PUT /api/tenant-roles` (the whole list). Tenancy validates and audits.
 */
import { z } from 'zod';
import { AUDIENCES, ROLE_COLORS } from '@portico/rules';
import { route } from '../../api/route';
import { EMAIL_MAX, locale, text, URL_MAX } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { tenantConfigAnswer, TenantConfigSchema } from './routes';

const TAG = 'Tenant';

const RoleSchema = z.object({
  role_key: text(64),
  role_label: text(100),
  role_color: z.enum(ROLE_COLORS, { error: `Role colours are one of: ${ROLE_COLORS.join(', ')}` }),
  role_description: text(500).optional(),
});

export const tenantSettingsRoutes = [
  route({
    method: 'PATCH',
    path: '/api/tenant-config',
    summary:
      'Brand & Legal: app name, support email, logo, favicon, brand colour and default language',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z
      .object({
        name: text(100).optional(),
        support_email: text(EMAIL_MAX).optional(),
        logo_url: text(URL_MAX).optional(),
        favicon_url: text(URL_MAX).optional(),
        brand_color: text(16).optional(),
        // null clears it: each person's browser decides.
        default_locale: locale().nullable().optional(),
      })
      .strict(),
    response: TenantConfigSchema.extend({ message: z.string() }),
    handler: async ({ body, req, deps }) => {
      const ctx = callContext(req);
      const current = await deps.services.tenancy.GetTenantConfig({}, ctx);
      const config = await deps.services.tenancy.UpdateTenantConfig(
        {
          name: body.name ?? current.name,
          support_email: body.support_email ?? current.support_email,
          logo_url: body.logo_url ?? current.logo_url,
          favicon_url: body.favicon_url ?? current.favicon_url,
          brand_color: body.brand_color ?? current.brand_color,
          default_locale:
            body.default_locale === undefined
              ? current.default_locale
              : (body.default_locale ?? ''),
        },
        ctx,
      );
      return { message: 'Brand settings saved', ...tenantConfigAnswer(config) };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/tenant-roles',
    summary: 'Role Types & Banner Colors: the tenant’s roles become exactly these',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z.object({ roles: z.array(RoleSchema).min(1).max(20) }).strict(),
    response: z.object({
      message: z.string(),
      roles: z.array(
        z.object({
          role_key: z.string(),
          role_label: z.string(),
          role_color: z.string(),
          role_description: z.string(),
        }),
      ),
    }),
    handler: async ({ body, req, deps }) => {
      const { roles } = await deps.services.tenancy.SaveTenantRoles(
        {
          roles: body.roles.map((r) => ({ ...r, role_description: r.role_description ?? '' })),
        },
        callContext(req),
      );
      return { message: 'Role types saved successfully!', roles };
    },
  }),
];
