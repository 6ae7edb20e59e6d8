/**
 * Tenant webhook endpoints: create (the `whsec_` secret answered once), list, delete, rotate
 * the secret (the previous one keeps signing for 24 hours), send a test event, replay a
 * delivery. The gateway admits admins of pro and advanced tenants; every call here is
 * confined to the caller's tenant.
 */
import { randomUUID } from 'node:crypto';
import { invalid, notFound, precondition } from '@portico/kit';
import { WEBHOOK_EVENT_KINDS, WEBHOOK_EVENTS_MESSAGE } from '@portico/rules';
import { checkDestination, DestinationRefused } from '../webhooks/destination';
import { WEBHOOK_QUEUE, nowOf, type DeliveryJob, type WebhookDeps } from './webhookDeps';
import { generateWebhookSecret } from '../webhooks/signature';
import * as store from '../store/webhooks';
import { attemptDelivery } from './webhookDelivery';

export const MAX_ENDPOINTS = 20;
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export const WEBHOOK_MESSAGES = {
  url: 'Please enter a valid http or https URL',
  events: WEBHOOK_EVENTS_MESSAGE,
  tooMany: `A workspace may have up to ${MAX_ENDPOINTS} webhooks`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  disabled: 'This webhook is disabled',
} as const;

export interface Caller {
  tenantId: string;
  userId: string;
  email?: string;
}

export async function createEndpoint(
  deps: WebhookDeps,
  caller: Caller,
  input: { url: string; events: string[]; enabled: boolean },
): Promise<{ endpoint: store.EndpointRow; secret: string }> {
  const url = input.url.trim();
  if (!url || url.length > 2000) throw invalid(WEBHOOK_MESSAGES.url, 'url');
  try {
    await checkDestination(url, deps.policy);
  } catch (error) {
    // A name that does not resolve yet may tomorrow: the send-time check decides then.
    if (!(error instanceof DestinationRefused) || error.reason !== 'unresolved')
      throw error instanceof DestinationRefused ? invalid(error.message, error.reason) : error;
  }
  const events = [...new Set(input.events.length ? input.events : ['all'])];
  if (!events.every((e) => (WEBHOOK_EVENT_KINDS as readonly string[]).includes(e)))
    throw invalid(WEBHOOK_MESSAGES.events, 'events');
  const secret = generateWebhookSecret();
  const endpoint = await deps.db.tenantTransaction(caller.tenantId, async (tx) => {
    if ((await store.listEndpoints(tx, caller.tenantId)).length >= MAX_ENDPOINTS)
      throw precondition(WEBHOOK_MESSAGES.tooMany, 'too_many');
    return store.insertEndpoint(tx, {
      id: randomUUID(),
      tenant_id: caller.tenantId,
      url,
      events,
      enabled: input.enabled,
      secret_sealed: deps.sealer.seal(secret),
      created_by: caller.userId,
      created_by_email: caller.email ?? '',
    });
  });
  return { endpoint, secret };
}

export const listEndpoints = (deps: WebhookDeps, tenantId: string) =>
  deps.db.tenantTransaction(tenantId, (tx) => store.listEndpoints(tx, tenantId));

export async function deleteEndpoint(deps: WebhookDeps, tenantId: string, id: string) {
  const deleted = await deps.db.tenantTransaction(tenantId, (tx) =>
    store.deleteEndpoint(tx, tenantId, id),
  );
  if (!deleted) throw notFound(WEBHOOK_MESSAGES.notFound, 'not_found');
}

export async function rotateEndpointSecret(deps: WebhookDeps, tenantId: string, id: string) {
  const secret = generateWebhookSecret();
  const until = new Date(nowOf(deps).getTime() + ROTATION_OVERLAP_MS);
  const endpoint = await deps.db.tenantTransaction(tenantId, (tx) =>
    store.rotateSecret(tx, tenantId, id, deps.sealer.seal(secret), until),
  );
  if (!endpoint) throw notFound(WEBHOOK_MESSAGES.notFound, 'not_found');
  return { endpoint, secret };
}

export const listDeliveries = (deps: WebhookDeps, tenantId: string, limit: number) =>
  deps.db.tenantTransaction(tenantId, (tx) =>
    store.listDeliveries(tx, tenantId, Math.min(Math.max(limit || 50, 1), 200)),
  );

/** A `webhook.test` event sent now, once (no retries), and logged like any delivery. */
export async function testEndpoint(deps: WebhookDeps, tenantId: string, id: string) {
  const deliveryId = await deps.db.tenantTransaction(tenantId, async (tx) => {
    const endpoint = await store.findEndpoint(tx, tenantId, id);
    if (!endpoint) throw notFound(WEBHOOK_MESSAGES.notFound, 'not_found');
    if (!endpoint.enabled) throw precondition(WEBHOOK_MESSAGES.disabled, 'disabled');
    const at = nowOf(deps);
    return (await store.insertDelivery(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      endpoint_id: id,
      event_id: `msg_${randomUUID()}`,
      event: 'webhook.test',
      payload: { endpoint_id: id, message: 'A test event from Portico' },
      occurred_at: at,
    }))!;
  });
  await attemptDelivery(deps, { tenantId, deliveryId }, { retries: false });
  return findDelivery(deps, tenantId, deliveryId);
}

/** The same event (same webhook-id and body) queued again as a delivery of its own. */
export async function replayDelivery(deps: WebhookDeps, tenantId: string, id: string) {
  const replayId = await deps.db.transaction(async (tx) => {
    const original = await store.findDelivery(tx, tenantId, id);
    if (!original) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound, 'not_found');
    const replay = (await store.insertDelivery(tx, {
      id: randomUUID(),
      tenant_id: tenantId,
      endpoint_id: original.endpoint_id,
      event_id: original.event_id,
      event: original.event,
      payload: original.payload,
      occurred_at: original.occurred_at,
      replay_of: original.replay_of ?? original.id,
    }))!;
    await deps.queue.send<DeliveryJob>(WEBHOOK_QUEUE, { tenantId, deliveryId: replay }, tx);
    return replay;
  });
  return findDelivery(deps, tenantId, replayId);
}

async function findDelivery(deps: WebhookDeps, tenantId: string, id: string) {
  const row = await deps.db.tenantTransaction(tenantId, (tx) =>
    store.findDelivery(tx, tenantId, id),
  );
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound, 'not_found');
  return row;
}
