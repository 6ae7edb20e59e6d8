/**
 * A checkout paid on the landing page, before the workspace existed, claimed by the workspace
 * made after it; and a super admin's "Bypass Billing" tenant reaching billing through
 * tenancy's event. Real PostgreSQL and the Kafka-protocol broker; the sandbox provider over
 * gRPC, and the Stripe provider through the official SDK against a local server answering
 * Stripe's endpoints in its wire format.
 */
import { randomUUID } from 'node:crypto';
import { encodeEvent, type EventBus } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';
import { CLAIM_MESSAGES, claimCheckout } from '../src/domain/claim';
import { StripeProvider } from '../src/provider/stripe';
import { startFakeStripe, type FakeStripe } from './support/fakeStripe';
import { refusal, startBilling, type BillingUnderTest } from './support/service';

jest.setTimeout(120_000);

let billing: BillingUnderTest;
let runtime: BillingUnderTest['runtime'];
let client: BillingUnderTest['client'];
let bus: EventBus;
let fake: FakeStripe;
/** What tenancy would receive on portico.billing.subscription.v1. */
let delivered: BillingUnderTest['delivered'];
let waitFor: BillingUnderTest['waitFor'];

beforeAll(async () => {
  [billing, fake] = await Promise.all([startBilling('billing_claim'), startFakeStripe()]);
  ({ runtime, client, bus, delivered, waitFor } = billing);
});

afterAll(async () => {
  await billing?.stop();
  await fake?.close();
});

const summaryOf = (tenantId: string) =>
  client.GetSummary({}, { tenantId, userId: randomUUID(), roles: ['admin'] });

/** The landing pricing form's checkout, paid on the sandbox page (its events recorded only). */
async function paidOnLanding(plan = 'pro') {
  const session = await client.CreateCheckout(
    {
      signup: { plan, price_id: `price_${plan}_monthly` },
      success_url: '/signup?session_id={CHECKOUT_SESSION_ID}',
    },
    {},
  );
  const confirmed = await client.ConfirmSandboxCheckout({ session_id: session.id }, {});
  for (const event of confirmed.events) await client.HandleProviderWebhook(event, {});
  expect(confirmed.success_url).toBe(`http://portal.test:8080/signup?session_id=${session.id}`);
  return session.id;
}

test('a workspace claims the landing checkout it paid: pro with its plan_changed, once', async () => {
  const sessionId = await paidOnLanding('pro');
  const tenantId = randomUUID();
  expect((await summaryOf(tenantId)).plan).toBe('starter');

  const claim = await client.ClaimCheckout({ session_id: sessionId, tenant_id: tenantId }, {});
  expect(claim).toMatchObject({ plan: 'pro', seats_purchased: 1 });
  const summary = await summaryOf(tenantId);
  expect(summary).toMatchObject({ plan: 'pro', status: 'active' });
  // The landing payment's invoice is in the workspace's billing history.
  expect(summary.invoices).toEqual([
    expect.objectContaining({ amount_cents: 9900, status: 'paid' }),
  ]);
  await waitFor(() => delivered.some((e) => e.tenant_id === tenantId && e.plan_changed));
  expect(
    delivered.filter((e) => e.tenant_id === tenantId && e.plan_changed)[0]!.plan_changed,
  ).toMatchObject({ old_plan: 'starter', new_plan: 'pro', client_limit: 500 });

  // The same workspace asking again (a retried provision) is answered and changes nothing.
  const again = await client.ClaimCheckout({ session_id: sessionId, tenant_id: tenantId }, {});
  expect(again.plan).toBe('pro');

  // Another workspace presenting the same session gets nothing.
  const other = randomUUID();
  expect(
    await refusal(client.ClaimCheckout({ session_id: sessionId, tenant_id: other }, {})),
  ).toContain(CLAIM_MESSAGES.claimed);
  expect((await summaryOf(other)).plan).toBe('starter');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(delivered.filter((e) => e.tenant_id === tenantId && e.plan_changed)).toHaveLength(1);
});

test('an unpaid, forged or workspace checkout is refused and the workspace stays on starter', async () => {
  const unpaid = await client.CreateCheckout(
    { signup: { plan: 'advanced', price_id: 'price_advanced_monthly' } },
    {},
  );
  const upgrade = await client.CreateCheckout(
    { upgrade_plan: { plan: 'pro', interval: 'monthly' } },
    { tenantId: randomUUID(), userId: randomUUID(), roles: ['admin'] },
  );
  await client.ConfirmSandboxCheckout({ session_id: upgrade.id }, {});
  const tenantId = randomUUID();
  const attempts = [
    [unpaid.id, CLAIM_MESSAGES.unpaid],
    ['cs_sandbox_forged0000000000000000', CLAIM_MESSAGES.unpaid],
    // Paid, but for another workspace's upgrade: not a landing checkout.
    [upgrade.id, CLAIM_MESSAGES.notSignup],
  ] as const;
  for (const [sessionId, message] of attempts) {
    expect(
      await refusal(client.ClaimCheckout({ session_id: sessionId, tenant_id: tenantId }, {})),
    ).toContain(message);
  }
  expect((await summaryOf(tenantId)).plan).toBe('starter');
});

test('with Stripe, the session is asked of Stripe and its subscription and customer get the tenant', async () => {
  const stripe = new StripeProvider({
    secretKey: 'sk_test_claim',
    webhookSecret: 'whsec_unused_here',
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  });
  const metadata = { purpose: 'signup', plan: 'advanced', interval: 'annual', seats: '3' };
  fake.objects.set('cs_paid_landing', {
    id: 'cs_paid_landing',
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    customer: 'cus_landing',
    subscription: 'sub_landing',
    metadata,
    // What `expand: ['invoice']` answers: the object in place of its id.
    invoice: {
      id: 'in_landing',
      object: 'invoice',
      created: 1_790_000_000,
      amount_paid: 64_800,
      amount_due: 64_800,
      status: 'paid',
      hosted_invoice_url: 'https://invoice.stripe.test/i/landing',
    },
  });
  fake.objects.set('cs_open_landing', {
    ...fake.objects.get('cs_paid_landing'),
    id: 'cs_open_landing',
    status: 'open',
    payment_status: 'unpaid',
  });
  fake.objects.set('sub_landing', { id: 'sub_landing', object: 'subscription', metadata });
  fake.objects.set('cus_landing', { id: 'cus_landing', object: 'customer', metadata: {} });
  const tenantId = randomUUID();

  expect(await refusal(claimCheckout(runtime.db, stripe, 'cs_open_landing', tenantId))).toBe(
    CLAIM_MESSAGES.unpaid,
  );
  expect(await refusal(claimCheckout(runtime.db, stripe, 'cs_missing', tenantId))).toBe(
    CLAIM_MESSAGES.unpaid,
  );
  expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);

  const row = await claimCheckout(runtime.db, stripe, 'cs_paid_landing', tenantId);
  expect(row).toMatchObject({
    plan: 'advanced',
    billing_interval: 'annual',
    seats_purchased: 3,
    provider_customer_id: 'cus_landing',
    provider_subscription_id: 'sub_landing',
  });
  // Stripe's later events about this subscription now name the workspace.
  expect(fake.objects.get('sub_landing')!.metadata).toEqual({ ...metadata, tenant_id: tenantId });
  expect(fake.objects.get('cus_landing')!.metadata).toEqual({ tenant_id: tenantId });
  expect(
    fake.calls
      .find((c) => c.path === '/v1/checkout/sessions/cs_paid_landing')
      ?.query.get('expand[0]'),
  ).toBe('invoice');
  expect((await summaryOf(tenantId)).invoices).toEqual([
    {
      id: 'in_landing',
      created_at: new Date(1_790_000_000 * 1000).toISOString(),
      amount_cents: 64_800,
      status: 'paid',
      hosted_invoice_url: 'https://invoice.stripe.test/i/landing',
    },
  ]);

  expect(await refusal(claimCheckout(runtime.db, stripe, 'cs_paid_landing', randomUUID()))).toBe(
    CLAIM_MESSAGES.claimed,
  );
});

/** Tenancy's TenantEvent.created as its outbox relay puts it on the broker. */
function tenantCreated(tenantId: string, created: Partial<eventsV1.TenantCreated>) {
  return {
    id: randomUUID(),
    topic: TOPICS.tenancyTenant,
    key: tenantId,
    type: 'created',
    tenantId,
    occurredAt: new Date(),
    headers: {},
    payload: encodeEvent('portico.events.v1.TenantEvent', {
      tenant_id: tenantId,
      created: { name: 'Bypassed', slug: 'bypassed', tier: 'starter', seats_total: 3, ...created },
    }),
  };
}

test('a tenant a super admin created with Bypass Billing is on its tier in billing, once per event', async () => {
  const bypassed = randomUUID();
  const ordinary = randomUUID();
  const event = tenantCreated(bypassed, { tier: 'advanced', seats_total: 5, bypass_billing: true });
  // Delivered twice (a redelivery after a rebalance) and next to a tenant without the bypass.
  await bus.publish([event, event, tenantCreated(ordinary, { tier: 'pro' })]);

  await waitFor(() => delivered.some((e) => e.tenant_id === bypassed && e.plan_changed));
  expect(await summaryOf(bypassed)).toMatchObject({
    plan: 'advanced',
    status: 'bypassed',
    seats_purchased: 5,
  });
  const entitlements = await client.GetEntitlements({ tenant_id: bypassed }, {});
  expect(entitlements.features).toMatchObject({ api_access: true, custom_domain: true });
  // Without the bypass nothing is given: a paid tier is bought through checkout.
  expect((await summaryOf(ordinary)).plan).toBe('starter');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(delivered.filter((e) => e.tenant_id === bypassed && e.plan_changed)).toHaveLength(1);
});
