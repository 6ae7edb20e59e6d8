/** Tenant webhooks and Slack over gRPC: the caller's tenant and user from metadata, never bodies. */
import { invalid, unary, unauthenticated, type CallContext } from '@portico/kit';
import type { notificationsV1 } from '@portico/proto';
import { getSlack, setSlack, type SlackView } from '../domain/slack';
import type { WebhookDeps } from '../domain/webhookDeps';
import * as endpoints from '../domain/webhookEndpoints';
import type { DeliveryRow, EndpointRow } from '../store/webhooks';
import { iso, requireSuperAdmin } from './access';

type Handlers = Pick<
  notificationsV1.NotificationsServiceHandlers,
  | 'ListWebhookEndpoints'
  | 'CreateWebhookEndpoint'
  | 'DeleteWebhookEndpoint'
  | 'TestWebhookEndpoint'
  | 'ListWebhookDeliveries'
  | 'ReplayWebhookDelivery'
  | 'RotateWebhookSecret'
  | 'GetSlackIntegration'
  | 'SetSlackIntegration'
>;

function callerOf(ctx: CallContext): { tenantId: string; userId: string } {
  if (!ctx.userId) throw unauthenticated();
  if (!ctx.tenantId)
    throw invalid('No active tenant selected. Please switch a workspace first.', 'no_tenant');
  return { tenantId: ctx.tenantId, userId: ctx.userId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function idOf(id: string, message: string): string {
  if (!UUID.test(id)) throw invalid(message, 'not_found');
  return id;
}

const toEndpoint = (row: EndpointRow, secret = ''): notificationsV1.WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  created_at: iso(row.created_at),
  secret,
  disabled_reason: row.disabled_reason,
  failing_since: iso(row.failing_since),
});

const toDelivery = (row: DeliveryRow): notificationsV1.WebhookDelivery => ({
  id: row.id,
  tenant_id: row.tenant_id,
  endpoint_id: row.endpoint_id,
  url: row.url,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  response_status: row.response_status,
  last_error: row.last_error,
  delivered_at: iso(row.delivered_at),
  created_at: iso(row.created_at),
  payload_json: JSON.stringify(row.payload),
  duration_ms: row.duration_ms,
  replay_of: row.replay_of ?? '',
});

const toSlack = (view: SlackView): notificationsV1.SlackIntegration => ({
  configured: view.configured,
  masked_url: view.maskedUrl,
  enabled: view.enabled,
  updated_at: iso(view.updatedAt),
});

/** `email`: the caller's address, told when the platform disables an endpoint they added. */
export function webhookHandlers(deps: WebhookDeps): Handlers {
  return {
    ListWebhookEndpoints: unary(async (_req, ctx) => ({
      endpoints: (await endpoints.listEndpoints(deps, callerOf(ctx).tenantId)).map((row) =>
        toEndpoint(row),
      ),
    })),
    CreateWebhookEndpoint: unary(
      async (req: notificationsV1.CreateWebhookEndpointRequest__Output, ctx) => {
        const { endpoint, secret } = await endpoints.createEndpoint(
          deps,
          { ...callerOf(ctx), email: req.notify_email },
          { url: req.url, events: req.events, enabled: req.enabled },
        );
        return toEndpoint(endpoint, secret);
      },
    ),
    DeleteWebhookEndpoint: unary(
      async (req: notificationsV1.DeleteWebhookEndpointRequest__Output, ctx) => {
        const id = idOf(req.id, endpoints.WEBHOOK_MESSAGES.notFound);
        await endpoints.deleteEndpoint(deps, callerOf(ctx).tenantId, id);
        return {};
      },
    ),
    TestWebhookEndpoint: unary(
      async (req: notificationsV1.TestWebhookEndpointRequest__Output, ctx) => {
        const id = idOf(req.id, endpoints.WEBHOOK_MESSAGES.notFound);
        return toDelivery(await endpoints.testEndpoint(deps, callerOf(ctx).tenantId, id));
      },
    ),
    ListWebhookDeliveries: unary(
      async (req: notificationsV1.ListWebhookDeliveriesRequest__Output, ctx) => {
        // Another tenant's log only for a super admin (the super console's Webhook Debugger).
        const tenantId = req.tenant_id
          ? (requireSuperAdmin(ctx), idOf(req.tenant_id, 'Tenant not found'))
          : callerOf(ctx).tenantId;
        return {
          deliveries: (await endpoints.listDeliveries(deps, tenantId, req.limit)).map(toDelivery),
        };
      },
    ),
    ReplayWebhookDelivery: unary(
      async (req: notificationsV1.ReplayWebhookDeliveryRequest__Output, ctx) => {
        const id = idOf(req.id, endpoints.WEBHOOK_MESSAGES.deliveryNotFound);
        return toDelivery(await endpoints.replayDelivery(deps, callerOf(ctx).tenantId, id));
      },
    ),
    RotateWebhookSecret: unary(
      async (req: notificationsV1.RotateWebhookSecretRequest__Output, ctx) => {
        const id = idOf(req.id, endpoints.WEBHOOK_MESSAGES.notFound);
        const { endpoint, secret } = await endpoints.rotateEndpointSecret(
          deps,
          callerOf(ctx).tenantId,
          id,
        );
        return toEndpoint(endpoint, secret);
      },
    ),
    GetSlackIntegration: unary(async (_req, ctx) =>
      toSlack(await getSlack(deps, callerOf(ctx).tenantId)),
    ),
    SetSlackIntegration: unary(
      async (req: notificationsV1.SetSlackIntegrationRequest__Output, ctx) =>
        toSlack(
          await setSlack(deps, callerOf(ctx), { url: req.webhook_url, enabled: req.enabled }),
        ),
    ),
  };
}
