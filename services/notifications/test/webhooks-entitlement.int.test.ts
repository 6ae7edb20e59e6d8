/**
 * A tenant's plan governs its webhook deliveries at the moment of sending: notifications
 * follows tenancy's tenant events (portico.tenancy.tenant.v1, plan_changed) into its own
 * entitlements, so a tenant downgraded to starter stops receiving deliveries at once, without
 * a call to tenancy per event, and receives them again after an upgrade. Harness PostgreSQL,
 * a Kafka-protocol broker, a real DNS server and an HTTP receiver on 127.0.0.2.
 */
import { randomUUID } from 'node:crypto';
import { encodeEvent, type CallContext, type EventBus, type GrpcClient } from '@portico/kit';
import { TOPICS, type notificationsV1 } from '@portico/proto';
import { PLAN_ENTITLEMENTS } from '@portico/rules';
import { eventually } from '../../../tooling/test-infra/eventually';
import { formResponseSubmitted } from './support/webhook-events';
import type { Receiver } from './support/webhook-receiver';
import {
  RECEIVER_ADDRESS,
  startWebhookService,
  type WebhookService,
} from './support/webhook-service';

jest.setTimeout(180_000);

let harness: WebhookService;
let bus: EventBus;
let client: GrpcClient<notificationsV1.NotificationsServiceClient>;
let receiver: Receiver;

const tenant: Partial<CallContext> = {
  tenantId: randomUUID(),
  userId: randomUUID(),
  roles: ['admin'],
};
// Another tenant on pro whose events share the partition: once its delivery arrives, every
// earlier event on that partition has been handled.
const sentinel: Partial<CallContext> = {
  tenantId: randomUUID(),
  userId: randomUUID(),
  roles: ['admin'],
};

beforeAll(async () => {
  harness = await startWebhookService({
    name: 'notifications_entitlements',
    records: { 'receiver.test': RECEIVER_ADDRESS },
  });
  ({ bus, receiver, client } = harness);
  for (const [ctx, path] of [
    [tenant, '/tenant'],
    [sentinel, '/sentinel'],
  ] as const)
    await client.CreateWebhookEndpoint(
      { url: receiver.url('receiver.test', path), events: ['forms'], enabled: true },
      ctx,
    );
});

afterAll(async () => {
  await harness?.stop();
});

/** A submitted form response of `tenantId`, keyed by the tested tenant (one partition). */
const submitted = (tenantId: string, title: string) =>
  formResponseSubmitted({ tenantId, title, key: tenant.tenantId! });

/** What tenancy publishes after billing changed the tenant's plan. */
async function planChanged(tier: 'starter' | 'pro') {
  await bus.publish([
    {
      id: randomUUID(),
      topic: TOPICS.tenancyTenant,
      key: tenant.tenantId!,
      type: 'plan_changed',
      occurredAt: new Date(),
      headers: {},
      payload: encodeEvent('portico.events.v1.TenantEvent', {
        tenant_id: tenant.tenantId!,
        plan_changed: { tier, features: [...PLAN_ENTITLEMENTS[tier].features] },
      }),
    },
  ]);
}

const titlesAt = (path: string) =>
  receiver.received
    .filter((r) => r.path === path)
    // Two endpoints, two secrets: the receiver verifies one, so read the body itself here.
    .map((r) => (JSON.parse(r.body) as { data: { form_title: string } }).data.form_title);

/**
 * Waits up to `ms` for `done` and answers whether it held: a window whose end is an outcome
 * (an allowed delivery had its time to arrive), not a failure, so not `eventually`.
 */
async function within(ms: number, done: () => boolean) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return done();
}

/**
 * Publishes the tenant's response and then the sentinel's until the sentinel's arrives (the
 * consumer may still be joining its group): by then the tenant's response has been handled.
 */
async function submitThenSentinel(title: string) {
  const tenantEvent = submitted(tenant.tenantId!, title);
  const sentinelEvent = submitted(sentinel.tenantId!, `after ${title}`);
  const arrived = () => titlesAt('/sentinel').includes(`after ${title}`);
  await eventually(
    `the sentinel after ${title}`,
    async () => {
      await bus.publish([tenantEvent, sentinelEvent]);
      return within(5_000, arrived);
    },
    (held) => held,
    { timeoutMs: 90_000, everyMs: 0 },
  );
  expect(titlesAt('/sentinel')).toContain(`after ${title}`);
}

/**
 * A plan change travels on another topic than form responses, so no order holds between
 * them: publish the change, then submit until the expected outcome for a fresh title shows.
 */
async function deliveredAfter(tier: 'starter' | 'pro', title: string, expected: boolean) {
  await planChanged(tier);
  const deadline = Date.now() + 90_000;
  for (let i = 0; ; i += 1) {
    const attempt = `${title} #${i}`;
    await submitThenSentinel(attempt);
    // Deliveries are sent by a job after the fan-out: give an allowed one time to arrive.
    await within(expected ? 10_000 : 3_000, () => titlesAt('/tenant').includes(attempt));
    if (titlesAt('/tenant').includes(attempt) === expected || Date.now() > deadline) return attempt;
  }
}

it('delivers a form response to a pro tenant, stops at its downgrade to starter and resumes after an upgrade', async () => {
  // No plan event yet: the tenant is allowed, as before notifications knew plans.
  await submitThenSentinel('Before any plan event');
  expect(
    await eventually(
      'the response made before any plan event',
      () => titlesAt('/tenant').includes('Before any plan event'),
      (held) => held,
      { timeoutMs: 60_000, everyMs: 200 },
    ),
  ).toBe(true);

  const downgraded = await deliveredAfter('starter', 'On starter', false);
  const sentAfterDowngrade = titlesAt('/tenant').filter((t) => t.startsWith('On starter'));
  expect(sentAfterDowngrade).not.toContain(downgraded);
  // The last response submitted on starter is not delivered later either, nor logged.
  await new Promise((r) => setTimeout(r, 2_000));
  expect(titlesAt('/tenant')).not.toContain(downgraded);
  const logged = (await client.ListWebhookDeliveries({ limit: 50 }, tenant)).deliveries;
  expect(logged.map((d) => JSON.parse(d.payload_json).form_title)).not.toContain(downgraded);

  const upgraded = await deliveredAfter('pro', 'On pro again', true);
  expect(titlesAt('/tenant')).toContain(upgraded);
});
