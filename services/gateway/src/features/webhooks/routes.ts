/**
 * Tenant webhooks and Slack (docs/product.md §2 Integrations, §7; issue 15): admins of pro and
 * advanced workspaces add endpoints (the `whsec_` secret answered once), test them, read the
 * delivery log and replay a delivery; the same plans connect a Slack incoming webhook.
 * Notifications stores, signs and delivers; the plan rule is read here from the tenant's tier
 * and feature switches, the same rule the Integrations page shows.
 */
import type { Request } from 'express';
import { z } from 'zod';
import { forbidden } from '@portico/kit';
import { WEBHOOK_EVENT_KINDS, WEBHOOK_EVENTS_MESSAGE } from '@portico/rules';
import type { notificationsV1 } from '@portico/proto';
import {
  planAllows,
  TENANT_TIERS,
  type PlanFeature,
  type TenantTier,
  AUDIENCES,
} from '@portico/rules';
import { route } from '../../api/route';
import { URL_MAX } from '../../api/schemas';
import { callContext } from '../../auth/principal';
import type { GatewayDeps } from '../../deps';

const TAG = 'Integrations';

export const WEBHOOK_ROUTE_MESSAGES = {
  url: 'Please enter a valid http or https URL',
  events: WEBHOOK_EVENTS_MESSAGE,
  upgrade: 'Webhooks are available on the pro and advanced plans. Upgrade to add webhooks.',
  slackUpgrade: 'Slack is available on the pro and advanced plans. Upgrade to connect Slack.',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
} as const;

const WebhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.string()).describe(WEBHOOK_EVENT_KINDS.join(', ')),
    enabled: z.boolean(),
    created_at: z.string(),
    disabled_reason: z.string().describe('Why the platform disabled it; empty otherwise'),
    failing_since: z.string().describe('First failure since the last success; empty if healthy'),
  })
  .meta({ id: 'Webhook' });

const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().describe('The whsec_ signing secret: shown this once'),
}).meta({ id: 'CreatedWebhook' });

const DeliverySchema = z
  .object({
    id: z.string(),
    endpoint_id: z.string(),
    url: z.string(),
    event: z.string().describe('forms.response.submitted, content.file.uploaded, webhook.test…'),
    status: z.string().describe('pending, retrying, delivered or failed'),
    attempts: z.number(),
    response_status: z.number().describe('The receiver’s last status; 0 without an answer'),
    duration_ms: z.number(),
    last_error: z.string(),
    delivered_at: z.string(),
    created_at: z.string(),
    replay_of: z.string().describe('The delivery this one replays; empty otherwise'),
  })
  .meta({ id: 'WebhookDelivery' });

const SlackSchema = z
  .object({
    configured: z.boolean(),
    masked_url: z.string().describe('Enough of the URL to recognise it, never to use it'),
    enabled: z.boolean(),
    updated_at: z.string(),
    allowed: z.boolean().describe('The plan includes Slack (pro and advanced)'),
  })
  .meta({ id: 'SlackIntegration' });

const toWebhook = (e: notificationsV1.WebhookEndpoint__Output): z.input<typeof WebhookSchema> => ({
  id: e.id,
  url: e.url,
  events: e.events,
  enabled: e.enabled,
  created_at: e.created_at,
  disabled_reason: e.disabled_reason,
  failing_since: e.failing_since,
});

const toDelivery = (
  d: notificationsV1.WebhookDelivery__Output,
): z.input<typeof DeliverySchema> => ({
  id: d.id,
  endpoint_id: d.endpoint_id,
  url: d.url,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  response_status: d.response_status,
  duration_ms: d.duration_ms,
  last_error: d.last_error,
  delivered_at: d.delivered_at,
  created_at: d.created_at,
  replay_of: d.replay_of,
});

/** The plan's rule, narrowed by a feature the super admin switched off for this tenant. */
async function planIncludes(req: Request, deps: GatewayDeps, feature: PlanFeature) {
  const config = await deps.services.tenancy.GetTenantConfig({}, callContext(req));
  const features = JSON.parse(config.features_json || '{}') as Record<string, unknown>;
  if (features[feature] === false) return false;
  const tier = (TENANT_TIERS as readonly string[]).includes(config.tier)
    ? (config.tier as TenantTier)
    : 'starter';
  return planAllows(tier, feature);
}

async function requireWebhooks(req: Request, deps: GatewayDeps) {
  if (!(await planIncludes(req, deps, 'webhooks')))
    throw forbidden(WEBHOOK_ROUTE_MESSAGES.upgrade, 'upgrade');
}

/** The notifications client; a gateway started without it answers 503, not a crash. */
const webhookId = z.object({ id: z.uuid(WEBHOOK_ROUTE_MESSAGES.notFound) });

export const webhookRoutes = [
  route({
    method: 'GET',
    path: '/api/integrations/webhooks',
    summary:
      'The tenant’s webhooks and latest deliveries; with tenantId (super admin) that tenant’s deliveries',
    tag: TAG,
    allow: AUDIENCES.admins,
    query: z.object({
      tenantId: z.uuid('Tenant not found').optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: z.object({
      webhooks: z.array(WebhookSchema),
      deliveries: z.array(DeliverySchema),
      allowed: z.boolean().describe('The plan includes webhooks (pro and advanced)'),
    }),
    handler: async ({ query, req, deps }) => {
      const notifications = deps.services.notifications;
      if (query.tenantId) {
        // The Webhook Debugger: notifications admits super admins only.
        const { deliveries } = await notifications.ListWebhookDeliveries(
          { tenant_id: query.tenantId, limit: query.limit },
          callContext(req),
        );
        return { webhooks: [], deliveries: deliveries.map(toDelivery), allowed: true };
      }
      const [allowed, { endpoints }, { deliveries }] = await Promise.all([
        planIncludes(req, deps, 'webhooks'),
        notifications.ListWebhookEndpoints({}, callContext(req)),
        notifications.ListWebhookDeliveries({ limit: query.limit }, callContext(req)),
      ]);
      return {
        webhooks: endpoints.map(toWebhook),
        deliveries: deliveries.map(toDelivery),
        allowed,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/integrations/webhooks',
    summary: 'Add a webhook (pro and advanced plans); the answer holds its secret once',
    tag: TAG,
    allow: AUDIENCES.admins,
    // Outlives the impersonation, in the target's name: never while impersonating.
    duringImpersonation: false,
    body: z
      .object({
        url: z
          .string({ error: WEBHOOK_ROUTE_MESSAGES.url })
          .trim()
          .min(1, WEBHOOK_ROUTE_MESSAGES.url)
          .max(URL_MAX, WEBHOOK_ROUTE_MESSAGES.url),
        events: z
          .array(z.enum(WEBHOOK_EVENT_KINDS, { error: WEBHOOK_ROUTE_MESSAGES.events }))
          .max(WEBHOOK_EVENT_KINDS.length)
          .default(['all']),
        enabled: z.boolean().default(true),
      })
      .strict(),
    status: 201,
    response: CreatedWebhookSchema,
    handler: async ({ body, req, deps }) => {
      await requireWebhooks(req, deps);
      const created = await deps.services.notifications.CreateWebhookEndpoint(
        { ...body, notify_email: req.auth?.email ?? '' },
        callContext(req),
      );
      return { ...toWebhook(created), secret: created.secret };
    },
  }),

  route({
    method: 'DELETE',
    path: '/api/integrations/webhooks/:id',
    summary: 'Delete a webhook: no more deliveries to it',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: webhookId,
    handler: async ({ params, req, deps }) => {
      await deps.services.notifications.DeleteWebhookEndpoint({ id: params.id }, callContext(req));
    },
  }),

  route({
    method: 'POST',
    path: '/api/integrations/webhooks/:id/test',
    summary: 'Send a signed webhook.test event now and answer its delivery',
    tag: TAG,
    allow: AUDIENCES.admins,
    params: webhookId,
    response: DeliverySchema,
    handler: async ({ params, req, deps }) => {
      await requireWebhooks(req, deps);
      return toDelivery(
        await deps.services.notifications.TestWebhookEndpoint({ id: params.id }, callContext(req)),
      );
    },
  }),

  route({
    method: 'POST',
    path: '/api/integrations/webhooks/:id/rotate-secret',
    summary: 'A new signing secret, answered once; the previous one keeps signing for 24 hours',
    tag: TAG,
    allow: AUDIENCES.admins,
    // Outlives the impersonation, in the target's name: never while impersonating.
    duringImpersonation: false,
    params: webhookId,
    response: CreatedWebhookSchema,
    handler: async ({ params, req, deps }) => {
      await requireWebhooks(req, deps);
      const rotated = await deps.services.notifications.RotateWebhookSecret(
        { id: params.id },
        callContext(req),
      );
      return { ...toWebhook(rotated), secret: rotated.secret };
    },
  }),

  route({
    method: 'POST',
    path: '/api/integrations/webhooks/replay',
    summary: 'Send a logged delivery again (same webhook-id and body)',
    tag: TAG,
    allow: AUDIENCES.admins,
    body: z.object({ id: z.uuid(WEBHOOK_ROUTE_MESSAGES.deliveryNotFound) }).strict(),
    response: DeliverySchema,
    handler: async ({ body, req, deps }) => {
      await requireWebhooks(req, deps);
      return toDelivery(
        await deps.services.notifications.ReplayWebhookDelivery({ id: body.id }, callContext(req)),
      );
    },
  }),

  route({
    method: 'GET',
    path: '/api/integrations/slack',
    summary: 'The tenant’s Slack incoming webhook, masked',
    tag: TAG,
    allow: AUDIENCES.admins,
    response: SlackSchema,
    handler: async ({ req, deps }) => {
      const [allowed, slack] = await Promise.all([
        planIncludes(req, deps, 'slack'),
        deps.services.notifications.GetSlackIntegration({}, callContext(req)),
      ]);
      return { ...slack, allowed };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/integrations/slack',
    summary: 'Connect (or with an empty URL, disconnect) a Slack incoming webhook',
    tag: TAG,
    allow: AUDIENCES.admins,
    // Outlives the impersonation, in the target's name: never while impersonating.
    duringImpersonation: false,
    body: z
      .object({
        webhook_url: z.string().trim().max(500, 'Please enter a Slack incoming webhook URL'),
        enabled: z.boolean().default(true),
      })
      .strict(),
    response: SlackSchema,
    handler: async ({ body, req, deps }) => {
      if (!(await planIncludes(req, deps, 'slack')))
        throw forbidden(WEBHOOK_ROUTE_MESSAGES.slackUpgrade, 'upgrade');
      const slack = await deps.services.notifications.SetSlackIntegration(body, callContext(req));
      return { ...slack, allowed: true };
    },
  }),
];
