/**
 * Platform notifications (docs/product.md §4 banners, §7 GET /api/notifications/active; docs/product.md §2
 * Notifications and Super Integrations, §7): announcements and their history, alert rules and
 * the global integrations' credentials for super admins; the active tenant's banners for its
 * members. The notifications service checks the super-admin rule again.
 */
import { z } from 'zod';
import { conflict } from '@portico/kit';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { text } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import { toAnnouncement, toIntegration, toRule } from './map';
import {
  AnnouncementSchema,
  GlobalIntegrationSchema,
  INTEGRATION_KEYS,
  RuleSchema,
} from './schemas';

const TAG = 'Notifications';
const UUID_MESSAGE = 'Please choose at least one tenant';

const dateTime = z
  .string()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'Please enter a valid date and time')
  .optional();

export const notificationRoutes = [
  route({
    method: 'GET',
    path: '/api/notifications/active',
    summary: 'The announcements shown now to the active tenant, as banners',
    tag: TAG,
    allow: AUDIENCES.everyMember,
    response: z.object({
      banners: z.array(
        z.object({ id: z.string(), title: z.string(), message: z.string(), end_at: z.string() }),
      ),
    }),
    handler: async ({ req, deps }) => {
      // Super Settings → Feature Flags: announcements.banners off shows nobody a banner.
      if (!(await deps.featureFlags.enabled('announcements.banners'))) return { banners: [] };
      const ctx = callContext(req);
      // The plan decides plan audiences; tenancy is the one that knows it.
      const plan = ctx.tenantId ? (await deps.services.tenancy.GetTenantConfig({}, ctx)).tier : '';
      const { banners } = await deps.services.notifications.ListActiveBanners({ plan }, ctx);
      return { banners };
    },
  }),

  route({
    method: 'POST',
    path: '/api/notifications/announce',
    summary: 'Announce to all tenants, a plan’s tenants or chosen tenants (24 h by default)',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    status: 201,
    body: z
      .object({
        title: text(200),
        message: text(2000),
        audience: z.enum(['all', 'plan', 'tenants'], {
          error: 'Please choose an audience: all, plan or tenants',
        }),
        plan: z.string().max(40).optional(),
        tenantIds: z
          .array(z.uuid({ error: UUID_MESSAGE }))
          .max(500)
          .optional(),
        startAt: dateTime,
        endAt: dateTime,
        emailAdmins: z
          .boolean({ error: 'emailAdmins must be true or false' })
          .optional()
          .describe('Also email every active owner and admin of the audience’s tenants'),
      })
      .strict(),
    response: AnnouncementSchema,
    handler: async ({ body, req, deps }) =>
      toAnnouncement(
        await deps.services.notifications.Announce(
          {
            title: body.title,
            message: body.message,
            audience: body.audience,
            plan: body.plan ?? '',
            tenant_ids: body.tenantIds ?? [],
            start_at: body.startAt ?? '',
            end_at: body.endAt ?? '',
            email_admins: body.emailAdmins ?? false,
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'GET',
    path: '/api/notifications/history',
    summary: 'Announcements, newest first, with their status',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    response: z.object({ history: z.array(AnnouncementSchema) }),
    handler: async ({ req, deps }) => {
      const { announcements } = await deps.services.notifications.ListAnnouncements(
        { limit: 100 },
        callContext(req),
      );
      return { history: announcements.map(toAnnouncement) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/notifications/rules',
    summary: 'Alert rules, newest first',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    response: z.object({ rules: z.array(RuleSchema) }),
    handler: async ({ req, deps }) => {
      const { rules } = await deps.services.notifications.ListRules({}, callContext(req));
      return { rules: rules.map(toRule) };
    },
  }),

  route({
    method: 'POST',
    path: '/api/notifications/rules',
    summary: 'Create an alert rule; it fires once per breach',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    status: 201,
    body: z
      .object({
        metric: z.enum(['errorRate', 'queueDepth', 'webhookFailures'], {
          error: 'Please choose a metric: errorRate, queueDepth or webhookFailures',
        }),
        op: z.enum(['>', '<'], { error: 'Please choose > or <' }),
        value: z.number({ error: 'Please enter a number' }),
        window: z.enum(['5m', '15m', '1h'], { error: 'Please choose a window: 5m, 15m or 1h' }),
        actions: z
          .array(z.enum(['email', 'slack'], { error: 'Actions may be email and slack' }))
          .max(2)
          .optional(),
        enabled: z.boolean().optional(),
      })
      .strict(),
    response: RuleSchema,
    handler: async ({ body, req, deps }) =>
      toRule(
        await deps.services.notifications.CreateRule(
          {
            metric: body.metric,
            op: body.op,
            value: body.value,
            window: body.window,
            actions: body.actions ?? ['email'],
            enabled: body.enabled ?? true,
          },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'PATCH',
    path: '/api/notifications/rules/:id',
    summary: 'Switch an alert rule on or off',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: z.object({ id: z.uuid('Rule not found') }),
    body: z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) }).strict(),
    response: RuleSchema,
    handler: async ({ params, body, req, deps }) =>
      toRule(
        await deps.services.notifications.SetRuleEnabled(
          { id: params.id, enabled: body.enabled },
          callContext(req),
        ),
      ),
  }),

  route({
    method: 'DELETE',
    path: '/api/notifications/rules/:id',
    summary: 'Delete an alert rule',
    tag: TAG,
    allow: AUDIENCES.superAdmins,
    params: z.object({ id: z.uuid('Rule not found') }),
    handler: async ({ params, req, deps }) => {
      await deps.services.notifications.DeleteRule({ id: params.id }, callContext(req));
    },
  }),

  route({
    method: 'GET',
    path: '/api/integrations',
    summary:
      'The global integrations, credentials masked; Google’s and Microsoft’s say whether their sign-in OAuth client is stored (Settings → Auth), its secret never shown',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    response: z.object({ integrations: z.array(GlobalIntegrationSchema) }),
    handler: async ({ req, deps }) => {
      const [{ integrations }, signIn] = await Promise.all([
        deps.services.notifications.ListGlobalIntegrations({}, callContext(req)),
        deps.services.identity.ListConfiguredSignInProviders({}, callContext(req)),
      ]);
      const withClient = new Set(signIn.providers);
      return {
        integrations: integrations.map(toIntegration).map((integration) => {
          if (integration.key !== 'google' && integration.key !== 'microsoft') return integration;
          // Their credential is the sign-in client identity keeps (PUT below refuses a copy).
          const configured = withClient.has(integration.key);
          return {
            ...integration,
            configured,
            masked: configured ? '••••••••' : '',
            lastUsedAt: null,
          };
        }),
      };
    },
  }),

  // The spec's "write /api/integrations/{key}" under /global: /api/integrations/slack is
  // already the tenant's own Slack webhook (features/webhooks/routes.ts); the two must not
  // meet.
  route({
    method: 'PUT',
    path: '/api/integrations/global/:key',
    summary: 'Save a global integration’s credential, stored encrypted (empty clears it)',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    params: z.object({ key: z.enum(INTEGRATION_KEYS, { error: 'Unknown integration' }) }),
    body: z
      .object({ value: z.string().max(4000, 'The credential may be at most 4000 characters') })
      .strict(),
    response: GlobalIntegrationSchema,
    handler: async ({ params, body, req, deps }) => {
      // Google's and Microsoft's credential is their OAuth client for sign-in, which identity
      // keeps (PUT /api/super/sign-in-providers/{provider}); a copy here would be read by nothing.
      if (params.key === 'google' || params.key === 'microsoft') {
        throw conflict(
          `The ${params.key === 'google' ? 'Google' : 'Microsoft'} sign-in client is saved in Settings → Auth.`,
          'sign_in_client',
        );
      }
      return toIntegration(
        await deps.services.notifications.SetGlobalIntegration(
          { key: params.key, value: body.value },
          callContext(req),
        ),
      );
    },
  }),
];
