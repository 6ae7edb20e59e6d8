/**
 * Tenant webhooks end to end in the notifications service, on the harness PostgreSQL and a
 * Kafka-protocol broker: a form response submitted in tenant A reaches A's receiver signed so
 * that the `standardwebhooks` package verifies it; a 500 is retried with the same webhook-id;
 * Replay and Test deliver again and are logged; a host that resolves to 127.0.0.1 is refused,
 * at creation and at send time; a 410 disables the endpoint; tenant B can neither see nor
 * replay nor test tenant A's webhooks. Names resolve through a real DNS server (dns2); the
 * receiver listens on 127.0.0.2, the one internal address the operator allowed.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createGrpcClient, type CallContext, type EventBus, type GrpcClient } from '@portico/kit';
import { loadServiceDefinition, type notificationsV1 } from '@portico/proto';
import { eventually, isDefined } from '../../../tooling/test-infra/eventually';
import { superuserUrlOf, type TestDatabase } from '../../../tooling/test-infra/db';
import type { TestDnsServer } from '../../../tooling/test-infra/dns';
import type { PeerServices } from './support/peers';
import { formResponseSubmitted } from './support/webhook-events';
import type { Receiver } from './support/webhook-receiver';
import {
  RECEIVER_ADDRESS,
  startWebhookService,
  type WebhookService,
} from './support/webhook-service';

jest.setTimeout(180_000);

const records = {
  'receiver.test': RECEIVER_ADDRESS,
  'evil.test': '127.0.0.1',
};

let harness: WebhookService;
let database: TestDatabase;
// Real identity and tenancy: the 5-day disable emails every admin tenancy lists.
let peers: PeerServices;
let bus: EventBus;
let dns: TestDnsServer;
let client: GrpcClient<notificationsV1.NotificationsServiceClient>;
let receiver: Receiver;

const adminA: Partial<CallContext> = {
  tenantId: randomUUID(),
  userId: randomUUID(),
  roles: ['admin'],
};
const adminB: Partial<CallContext> = {
  tenantId: randomUUID(),
  userId: randomUUID(),
  roles: ['admin'],
};

beforeAll(async () => {
  harness = await startWebhookService({ name: 'notifications_webhooks', records, peers: true });
  ({ database, bus, dns, receiver, client } = harness);
  peers = harness.peers!;
});

afterAll(async () => {
  await harness?.stop();
});

function publishSubmitted(tenantId: string, eventId: string, formTitle: string) {
  return bus.publish([
    formResponseSubmitted({
      tenantId,
      id: eventId,
      title: formTitle,
      answers: { 'First Name': 'Ada' },
    }),
  ]);
}

/** Publishes (the same event id, so one delivery) until the receiver has `count` requests. */
async function submitUntilReceived(tenantId: string, formTitle: string, count: number) {
  const eventId = randomUUID();
  await eventually(
    `${count} requests at the receiver`,
    async () => {
      if (receiver.received.length < count) {
        await publishSubmitted(tenantId, eventId, formTitle);
        await receiver.waitFor(count, 3_000);
      }
      return receiver.received.length;
    },
    (received) => received >= count,
    { timeoutMs: 60_000, everyMs: 0 },
  );
  return eventId;
}

async function deliveriesOf(ctx: Partial<CallContext>) {
  return (await client.ListWebhookDeliveries({ limit: 50 }, ctx)).deliveries;
}

async function waitForDelivery(
  ctx: Partial<CallContext>,
  found: (d: notificationsV1.WebhookDelivery__Output) => boolean,
) {
  return eventually(
    'the delivery in the log',
    async () => (await deliveriesOf(ctx)).find(found),
    isDefined,
    { everyMs: 200 },
  );
}

let endpointA: notificationsV1.WebhookEndpoint__Output;
let firstDeliveryId = '';

it('delivers a submitted form response signed so the standardwebhooks package verifies it', async () => {
  endpointA = await client.CreateWebhookEndpoint(
    { url: receiver.url('receiver.test'), events: ['forms'], enabled: true },
    adminA,
  );
  expect(endpointA.secret).toMatch(/^whsec_/);
  receiver.secret = endpointA.secret;

  const eventId = await submitUntilReceived(adminA.tenantId!, 'Intake', 1);
  const [got] = receiver.received;
  expect(got).toMatchObject({ id: eventId, verified: true });
  expect(got!.payload).toMatchObject({
    type: 'forms.response.submitted',
    data: { form_title: 'Intake', answers: { 'First Name': 'Ada' } },
  });
  const logged = await waitForDelivery(adminA, (d) => d.status === 'delivered');
  expect(logged).toMatchObject({ event: 'forms.response.submitted', response_status: 200 });
  firstDeliveryId = logged!.id;

  // Listing never shows the secret again, and the database holds it sealed only.
  const listed = await client.ListWebhookEndpoints({}, adminA);
  expect(listed.endpoints.map((e) => [e.id, e.secret])).toEqual([[endpointA.id, '']]);
  const superuser = new pg.Client({ connectionString: superuserUrlOf(database) });
  await superuser.connect();
  const { rows } = await superuser.query<{ secret_sealed: string }>(
    'SELECT secret_sealed FROM webhook_endpoints',
  );
  await superuser.end();
  expect(rows[0]!.secret_sealed).not.toContain(endpointA.secret.slice(6));
});

it('retries a delivery the receiver answered 500 with the same webhook-id, and logs two attempts', async () => {
  const before = receiver.received.length;
  receiver.script.push({ status: 500 });
  const eventId = await submitUntilReceived(adminA.tenantId!, 'Retry form', before + 2);
  const attempts = receiver.received.slice(before);
  expect(attempts.map((r) => r.id)).toEqual([eventId, eventId]);
  expect(attempts.every((r) => r.verified)).toBe(true);
  const logged = await waitForDelivery(
    adminA,
    (d) => JSON.parse(d.payload_json).form_title === 'Retry form' && d.status === 'delivered',
  );
  expect(logged).toMatchObject({ attempts: 2, response_status: 200 });
});

it('replays a logged delivery with the same webhook-id and logs the replay', async () => {
  const before = receiver.received.length;
  const original = receiver.received[0]!;
  const replay = await client.ReplayWebhookDelivery({ id: firstDeliveryId }, adminA);
  expect(replay.replay_of).toBe(firstDeliveryId);
  const got = await receiver.waitFor(before + 1);
  expect(got[before]).toMatchObject({ id: original.id, verified: true });
  expect(
    await waitForDelivery(adminA, (d) => d.id === replay.id && d.status === 'delivered'),
  ).toBeTruthy();
});

it('sends a test event at once and answers its delivery', async () => {
  const delivery = await client.TestWebhookEndpoint({ id: endpointA.id }, adminA);
  expect(delivery).toMatchObject({
    event: 'webhook.test',
    status: 'delivered',
    response_status: 200,
  });
  expect(receiver.received.at(-1)).toMatchObject({
    verified: true,
    payload: { type: 'webhook.test' },
  });
});

it('refuses a webhook whose host resolves to 127.0.0.1, at creation and at send time', async () => {
  await expect(
    client.CreateWebhookEndpoint(
      { url: receiver.url('evil.test'), events: ['all'], enabled: true },
      adminA,
    ),
  ).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
    message: 'This webhook URL points to a private or internal address',
  });

  // A name that resolved nowhere at creation and points inward by the time of sending.
  const later = await client.CreateWebhookEndpoint(
    { url: receiver.url('rebound.test'), events: ['all'], enabled: true },
    adminA,
  );
  dns.a.set('rebound.test', '127.0.0.1');
  const before = receiver.received.length;
  const delivery = await client.TestWebhookEndpoint({ id: later.id }, adminA);
  expect(delivery).toMatchObject({
    status: 'failed',
    response_status: 0,
    last_error: 'This webhook URL points to a private or internal address',
  });
  expect(receiver.received).toHaveLength(before);
  await client.DeleteWebhookEndpoint({ id: later.id }, adminA);
});

it('disables an endpoint whose receiver answers 410 Gone', async () => {
  const gone = await client.CreateWebhookEndpoint(
    { url: receiver.url('receiver.test'), events: ['files'], enabled: true },
    adminA,
  );
  receiver.secret = gone.secret;
  receiver.script.push({ status: 410 });
  const delivery = await client.TestWebhookEndpoint({ id: gone.id }, adminA);
  expect(delivery).toMatchObject({ status: 'failed', response_status: 410 });
  const listed = (await client.ListWebhookEndpoints({}, adminA)).endpoints.find(
    (e) => e.id === gone.id,
  );
  expect(listed).toMatchObject({
    enabled: false,
    disabled_reason: 'the receiver answered 410 Gone',
  });
  receiver.secret = endpointA.secret;
});

/**
 * Tenant A in identity and tenancy: its owner (who adds the endpoint below), a second admin,
 * a member and a suspended admin, each with an account.
 */
async function seedTenantAMembers() {
  const users = createGrpcClient(loadServiceDefinition('identity').Client, peers.identityAddr);
  const ids: Record<string, string> = {};
  for (const name of ['owner', 'second-admin', 'member', 'suspended-admin']) {
    const session = await users.SignUp({
      name: `${name} person`,
      email: `${name}@example.com`,
      password: 'correct horse battery staple 42',
      company_name: 'Tenant A',
    });
    ids[name] = session.user!.id;
  }
  const superuser = new pg.Client({ connectionString: superuserUrlOf(peers.tenancyDb) });
  await superuser.connect();
  try {
    await superuser.query(
      `INSERT INTO tenants (id, name, slug, tier) VALUES ($1, 'Tenant A', $2, 'pro')`,
      [adminA.tenantId, `tenant-a-${adminA.tenantId!.slice(0, 8)}`],
    );
    for (const [name, tenantRole, status] of [
      ['owner', 'owner', 'active'],
      ['second-admin', 'admin', 'active'],
      ['member', 'member', 'active'],
      ['suspended-admin', 'admin', 'suspended'],
    ] as const)
      await superuser.query(
        `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key, status)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          adminA.tenantId,
          ids[name],
          tenantRole,
          tenantRole === 'member' ? 'client' : 'admin',
          status,
        ],
      );
  } finally {
    await superuser.end();
  }
}

it("disables an endpoint failing for 5 days and emails every active admin of the tenant, from tenancy's list", async () => {
  await seedTenantAMembers();
  const failing = await client.CreateWebhookEndpoint(
    {
      url: receiver.url('receiver.test', '/failing'),
      events: ['files'],
      enabled: true,
      notify_email: 'owner@example.com',
    },
    adminA,
  );
  const superuser = new pg.Client({ connectionString: superuserUrlOf(database) });
  await superuser.connect();
  try {
    // Its deliveries have failed since 5 days and a minute ago, without one success.
    await superuser.query(
      `UPDATE webhook_endpoints SET failing_since = now() - interval '5 days 1 minute'
        WHERE id = $1`,
      [failing.id],
    );
    receiver.script.push({ status: 503 });
    const delivery = await client.TestWebhookEndpoint({ id: failing.id }, adminA);
    expect(delivery).toMatchObject({ status: 'failed', response_status: 503 });
    const listed = (await client.ListWebhookEndpoints({}, adminA)).endpoints.find(
      (e) => e.id === failing.id,
    );
    expect(listed).toMatchObject({
      enabled: false,
      disabled_reason: 'its deliveries failed for 5 days',
    });
    const { rows } = await superuser.query<{
      to_address: string;
      data: { url: string };
    }>(
      `SELECT to_address, data FROM email_log WHERE template = 'webhook_disabled'
        ORDER BY to_address`,
    );
    // The owner and the other active admin; not the member, not the suspended admin.
    expect(rows.map((r) => r.to_address)).toEqual([
      'owner@example.com',
      'second-admin@example.com',
    ]);
    for (const row of rows) expect(row.data).toMatchObject({ url: failing.url });
  } finally {
    await superuser.end();
  }
});

it("tenancy lists a tenant's admins only to services, never to a call naming a user", async () => {
  const tenancyClient = createGrpcClient(
    loadServiceDefinition('tenancy').Client,
    peers.tenancyAddr,
  );
  await expect(
    tenancyClient.ListTenantAdmins({ tenant_id: adminA.tenantId! }, adminA),
  ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  const { user_ids } = await tenancyClient.ListTenantAdmins({ tenant_id: adminA.tenantId! }, {});
  expect(user_ids).toHaveLength(2);
});

it("keeps tenant A's webhooks and deliveries from tenant B", async () => {
  expect((await client.ListWebhookEndpoints({}, adminB)).endpoints).toEqual([]);
  expect(await deliveriesOf(adminB)).toEqual([]);
  await expect(client.ReplayWebhookDelivery({ id: firstDeliveryId }, adminB)).rejects.toMatchObject(
    {
      code: 'NOT_FOUND',
    },
  );
  await expect(client.TestWebhookEndpoint({ id: endpointA.id }, adminB)).rejects.toMatchObject({
    code: 'NOT_FOUND',
  });
  await expect(client.DeleteWebhookEndpoint({ id: endpointA.id }, adminB)).rejects.toMatchObject({
    code: 'NOT_FOUND',
  });
  expect((await client.ListWebhookEndpoints({}, adminA)).endpoints.map((e) => e.id)).toContain(
    endpointA.id,
  );
});

it("posts a tenant's submitted responses to its Slack incoming webhook once per event, one message per second", async () => {
  const slackTenant: Partial<CallContext> = {
    tenantId: randomUUID(),
    userId: randomUUID(),
    roles: ['admin'],
  };
  const url = receiver.url('receiver.test', '/services/T000/B000/slacksecret');
  const saved = await client.SetSlackIntegration({ webhook_url: url, enabled: true }, slackTenant);
  expect(saved).toMatchObject({ configured: true, enabled: true });
  expect(saved.masked_url).not.toContain('slacksecret');
  expect(await client.GetSlackIntegration({}, slackTenant)).toMatchObject({
    masked_url: saved.masked_url,
  });

  const slackPosts = () => receiver.received.filter((r) => r.path.startsWith('/services/'));
  // One event, published until its message shows the consumer is live (so several times):
  // it is posted once. Then three events at once.
  const warmUp = randomUUID();
  await eventually(
    'the warm-up posted',
    async () => {
      if (slackPosts().length === 0)
        await publishSubmitted(slackTenant.tenantId!, warmUp, 'Warm-up');
      return slackPosts().length;
    },
    (posted) => posted > 0,
    { timeoutMs: 60_000, everyMs: 1_000 },
  );
  // Delivered again (same partition, so before the three below): nothing more is posted.
  await publishSubmitted(slackTenant.tenantId!, warmUp, 'Warm-up');
  const burstPosts = () => slackPosts().filter((p) => /“(One|Two|Three)”/.test(p.body));
  await Promise.all(
    ['One', 'Two', 'Three'].map((t) => publishSubmitted(slackTenant.tenantId!, randomUUID(), t)),
  );
  const burst = await eventually('the three posted', burstPosts, (posts) => posts.length >= 3);
  expect(burst).toHaveLength(3);
  expect(JSON.parse(burst[0]!.body).text).toMatch(
    /^New response to “(One|Two|Three)” from client@example.com\n• First Name: Ada$/,
  );
  // Three messages take two seconds at least. The receiver shares this process's event loop
  // with the service, so a single arrival stamp may be late by a busy tick; the span is not.
  expect(burst[2]!.at - burst[0]!.at).toBeGreaterThanOrEqual(1_900);
  expect(slackPosts().filter((p) => p.body.includes('Warm-up'))).toHaveLength(1);
  for (let i = 1; i < burst.length; i += 1)
    expect(burst[i]!.at - burst[i - 1]!.at).toBeGreaterThanOrEqual(750);
});

it("sends nothing to a tenant's webhooks or Slack once a super admin switched them off", async () => {
  const superAdmin: Partial<CallContext> = { userId: randomUUID(), roles: ['super_admin'] };
  const switchedOff: Partial<CallContext> = {
    tenantId: randomUUID(),
    userId: randomUUID(),
    roles: ['admin'],
  };
  const sentinel: Partial<CallContext> = {
    tenantId: randomUUID(),
    userId: randomUUID(),
    roles: ['admin'],
  };
  await client.CreateWebhookEndpoint(
    { url: receiver.url('receiver.test', '/switched-off'), events: ['all'], enabled: true },
    switchedOff,
  );
  await client.SetSlackIntegration(
    { webhook_url: receiver.url('receiver.test', '/services/OFF/B000/x'), enabled: true },
    switchedOff,
  );
  for (const key of ['webhooks', 'slack'])
    await client.SetTenantIntegration(
      { tenant_id: switchedOff.tenantId!, key, enabled: false },
      superAdmin,
    );
  await client.SetSlackIntegration(
    { webhook_url: receiver.url('receiver.test', '/services/SENTINEL/B000/x'), enabled: true },
    sentinel,
  );

  // The switched-off tenant's event, then on the same partition (same key) one for a tenant
  // still switched on: once that one is posted, the first has been handled.
  const onPartition = (tenantId: string, title: string) =>
    bus.publish([formResponseSubmitted({ tenantId, title, key: switchedOff.tenantId! })]);
  await onPartition(switchedOff.tenantId!, 'Switched off');
  await onPartition(sentinel.tenantId!, 'Sentinel');
  const sentinelPosted = () =>
    receiver.received.some((r) => r.path.startsWith('/services/SENTINEL'));
  await eventually('the sentinel posted', sentinelPosted, (posted) => posted, { everyMs: 200 });
  expect(sentinelPosted()).toBe(true);
  expect(
    receiver.received.filter(
      (r) => r.path === '/switched-off' || r.path.startsWith('/services/OFF'),
    ),
  ).toEqual([]);
  expect(await deliveriesOf(switchedOff)).toEqual([]);
});

it("sends a tenant's event only to the endpoints subscribed to it, and nothing to a Slack the tenant paused", async () => {
  const admin: Partial<CallContext> = {
    tenantId: randomUUID(),
    userId: randomUUID(),
    roles: ['admin'],
  };
  const sentinel: Partial<CallContext> = {
    tenantId: randomUUID(),
    userId: randomUUID(),
    roles: ['admin'],
  };
  await client.CreateWebhookEndpoint(
    { url: receiver.url('receiver.test', '/files-only'), events: ['files'], enabled: true },
    admin,
  );
  await client.CreateWebhookEndpoint(
    { url: receiver.url('receiver.test', '/paused'), events: ['all'], enabled: false },
    admin,
  );
  await client.SetSlackIntegration(
    { webhook_url: receiver.url('receiver.test', '/services/PAUSED/B000/x'), enabled: false },
    admin,
  );
  await client.CreateWebhookEndpoint(
    { url: receiver.url('receiver.test', '/forms-too'), events: ['tasks', 'forms'], enabled: true },
    admin,
  );
  await client.SetSlackIntegration(
    { webhook_url: receiver.url('receiver.test', '/services/LATER/B000/x'), enabled: true },
    sentinel,
  );

  // The tenant's event, then on the same partition one for a tenant whose Slack is on: once
  // that one is posted, every step of the first has run.
  const onPartition = (tenantId: string, title: string) =>
    bus.publish([formResponseSubmitted({ tenantId, title, key: admin.tenantId! })]);
  await onPartition(admin.tenantId!, 'Intake');
  await onPartition(sentinel.tenantId!, 'Later');
  const laterPosted = () => receiver.received.some((r) => r.path.startsWith('/services/LATER'));
  await eventually('the later event posted', laterPosted, (posted) => posted, { everyMs: 200 });

  const deliveries = await deliveriesOf(admin);
  expect(deliveries.map((d) => [d.url, d.event])).toEqual([
    [receiver.url('receiver.test', '/forms-too'), 'forms.response.submitted'],
  ]);
  await eventually(
    'the subscribed endpoint received it',
    () => receiver.received.filter((r) => r.path === '/forms-too').length,
    (n) => n === 1,
    { everyMs: 200 },
  );
  expect(
    receiver.received.filter(
      (r) => ['/files-only', '/paused'].includes(r.path) || r.path.startsWith('/services/PAUSED'),
    ),
  ).toEqual([]);
});
