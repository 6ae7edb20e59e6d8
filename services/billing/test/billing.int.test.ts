/**
 * Billing in sandbox mode as the gateway meets it: gRPC with caller metadata on real
 * PostgreSQL, row-level security and the outbox. The sandbox's confirm makes the events Stripe
 * would send; they go through HandleProviderWebhook like Stripe's.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { CallContext } from '@portico/kit';
import type { billingV1 } from '@portico/proto';
import { refusal, startBilling, type BillingUnderTest } from './support/service';

jest.setTimeout(120_000);

const SECRET = 'whsec_billing_integration_secret';
const helper = new Stripe('sk_test_helper');
let billing: BillingUnderTest;
let client: BillingUnderTest['client'];
/** What tenancy would receive on portico.billing.subscription.v1. */
let delivered: BillingUnderTest['delivered'];
let waitFor: BillingUnderTest['waitFor'];

const adminOf = (tenantId = randomUUID()): Partial<CallContext> => ({
  tenantId,
  userId: randomUUID(),
  roles: ['admin'],
});

beforeAll(async () => {
  billing = await startBilling('billing_service', { SANDBOX_WEBHOOK_SECRET: SECRET });
  ({ client, delivered, waitFor } = billing);
});

afterAll(async () => {
  await billing?.stop();
});

/** Checkout in the sandbox, confirmed on its page, each event through the webhook RPC. */
async function buyThroughSandbox(
  caller: Partial<CallContext>,
  request: billingV1.CreateCheckoutRequest,
) {
  const session = await client.CreateCheckout(request, caller);
  const confirmed = await client.ConfirmSandboxCheckout({ session_id: session.id }, {});
  for (const event of confirmed.events) {
    await client.HandleProviderWebhook(event, {});
  }
  return { session, confirmed };
}

function signed(event: object) {
  const payload = JSON.stringify(event);
  return {
    payload: Buffer.from(payload),
    signature: helper.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
  };
}

test('an upgrade in the sandbox: checkout page, webhook, plan pro, API keys entitled, tenancy told', async () => {
  const admin = adminOf();
  const before = await client.GetEntitlements({}, admin);
  expect(before).toMatchObject({ plan: 'starter', client_limit: 30 });
  expect(before.features.api_access).toBe(false);

  const { session } = await buyThroughSandbox(admin, {
    upgrade_plan: { plan: 'pro', interval: 'monthly' },
    success_url: '/dashboard/admin/billing?upgraded=1',
  });
  expect(session.url).toBe(
    `http://portal.test:8080/billing/sandbox-checkout?session_id=${session.id}`,
  );

  const summary = await client.GetSummary({}, admin);
  expect(summary).toMatchObject({ plan: 'pro', status: 'active', seats_purchased: 1 });
  expect(summary.invoices).toEqual([
    expect.objectContaining({ amount_cents: 9900, status: 'paid' }),
  ]);
  const after = await client.GetEntitlements({}, admin);
  expect(after).toMatchObject({ plan: 'pro', client_limit: 500 });
  expect(after.features).toMatchObject({ api_access: true, webhooks: true, custom_domain: true });

  // Through the relay and the broker, as tenancy's consumer receives it.
  const tenantId = admin.tenantId!;
  await waitFor(() => delivered.some((e) => e.tenant_id === tenantId && e.plan_changed));
  const changes = delivered.filter((e) => e.tenant_id === tenantId && e.plan_changed);
  expect(changes).toHaveLength(1);
  const change = changes[0]!;
  expect(change.plan_changed).toMatchObject({
    old_plan: 'starter',
    new_plan: 'pro',
    client_limit: 500,
    seats_purchased: 1,
  });
  expect(change.plan_changed!.features).toContain('api_access');
  expect(await client.VerifyCheckout({ session_id: session.id }, {})).toMatchObject({
    paid: true,
    plan: 'pro',
  });
});

test('an upgrade’s completed checkout moves plan and seats together, before the subscription event', async () => {
  const admin = adminOf();
  const session = await client.CreateCheckout(
    { upgrade_plan: { plan: 'pro', interval: 'monthly', seats: 3 } },
    admin,
  );
  const confirmed = await client.ConfirmSandboxCheckout({ session_id: session.id }, {});
  const completed = confirmed.events.find((event) =>
    event.payload.toString().includes('"checkout.session.completed"'),
  );
  // Only the first event Stripe sends: the subscription's own event may come seconds later.
  await client.HandleProviderWebhook(completed!, {});
  expect(await client.GetSummary({}, admin)).toMatchObject({ plan: 'pro', seats_purchased: 3 });
  const tenantId = admin.tenantId!;
  await waitFor(() => delivered.some((e) => e.tenant_id === tenantId && e.plan_changed));
  expect(
    delivered.find((e) => e.tenant_id === tenantId && e.plan_changed)!.plan_changed,
  ).toMatchObject({ new_plan: 'pro', seats_purchased: 3 });
});

test('the same webhook event twice changes the state once', async () => {
  const admin = adminOf();
  await buyThroughSandbox(admin, { upgrade_plan: { plan: 'advanced', interval: 'monthly' } });
  const seatsBefore = (await client.GetSummary({}, admin)).seats_purchased;
  const session = await client.CreateCheckout({ add_seats: { seats: 2 } }, admin);
  const { events } = await client.ConfirmSandboxCheckout({ session_id: session.id }, {});
  const first = await Promise.all(events.map((e) => client.HandleProviderWebhook(e, {})));
  const again = await Promise.all(events.map((e) => client.HandleProviderWebhook(e, {})));
  expect(first.every((r) => r.applied)).toBe(true);
  expect(again.some((r) => r.applied)).toBe(false);
  const summary = await client.GetSummary({}, admin);
  expect(summary.seats_purchased).toBe(seatsBefore + 2);
  expect(summary.invoices).toHaveLength(2);
});

test('subscription events out of order end in the newest state', async () => {
  const admin = adminOf();
  const tenant_id = admin.tenantId!;
  const subscription = (created: number, plan: string, quantity: number) => ({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'customer.subscription.updated',
    created,
    data: {
      object: {
        id: 'sub_order',
        object: 'subscription',
        customer: 'cus_order',
        status: 'active',
        metadata: { tenant_id, plan },
        items: { data: [{ id: 'si', quantity }] },
      },
    },
  });
  const now = Math.floor(Date.now() / 1000);
  await client.HandleProviderWebhook(signed(subscription(now - 10, 'advanced', 5)), {});
  const late = await client.HandleProviderWebhook(signed(subscription(now - 60, 'pro', 2)), {});
  expect(late.applied).toBe(false);
  expect(await client.GetSummary({}, admin)).toMatchObject({
    plan: 'advanced',
    seats_purchased: 5,
  });
});

test('a forged webhook is refused and changes nothing', async () => {
  const admin = adminOf();
  const forged = {
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'customer.subscription.updated',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'sub_x', metadata: { tenant_id: admin.tenantId, plan: 'advanced' } } },
  };
  const payload = JSON.stringify(forged);
  const signature = helper.webhooks.generateTestHeaderString({
    payload,
    secret: 'whsec_wrong_one',
  });
  expect(
    await refusal(client.HandleProviderWebhook({ payload: Buffer.from(payload), signature }, {})),
  ).toMatch('Webhook signature verification failed');
  expect((await client.GetSummary({}, admin)).plan).toBe('starter');
});

test('seats: at least 1, whole, sold on pro and advanced only, within the plan cap', async () => {
  const starter = adminOf();
  for (const seats of [0, -1]) {
    expect(await refusal(client.CreateCheckout({ add_seats: { seats } }, starter))).toMatch(
      'Seats must be a whole number of at least 1',
    );
  }
  expect(await refusal(client.CreateCheckout({ add_seats: { seats: 1 } }, starter))).toMatch(
    'Extra seats are available on the Pro and Advanced plans',
  );
  const pro = adminOf();
  await buyThroughSandbox(pro, { upgrade_plan: { plan: 'pro', interval: 'monthly' } });
  expect(await refusal(client.CreateCheckout({ add_seats: { seats: 4 } }, pro))).toMatch(
    'Your plan allows at most 4 admin seats',
  );
});

test('an upgrade bought with onboarding’s admin seats sells that many, within the plan’s cap', async () => {
  const admin = adminOf();
  const { session } = await buyThroughSandbox(admin, {
    upgrade_plan: { plan: 'pro', interval: 'monthly', seats: 3 },
  });
  expect(await client.GetSandboxCheckout({ session_id: session.id }, {})).toMatchObject({
    seats: 3,
    // Pro's $99 includes one admin; two more at $39.
    amount_cents: 9900 + 2 * 3900,
  });
  expect(await client.GetSummary({}, admin)).toMatchObject({ plan: 'pro', seats_purchased: 3 });
  expect(
    await refusal(
      client.CreateCheckout(
        { upgrade_plan: { plan: 'pro', interval: 'monthly', seats: 5 } },
        adminOf(),
      ),
    ),
  ).toMatch('Your plan allows at most 4 admin seats');
  expect(
    await refusal(
      client.CreateCheckout(
        { upgrade_plan: { plan: 'pro', interval: 'monthly', seats: -1 } },
        adminOf(),
      ),
    ),
  ).toMatch('Seats must be a whole number of at least 1');
});

test('a paid plan cannot start without payment unless a super admin bypasses billing', async () => {
  const tenant = randomUUID();
  const started = await client.StartSubscription({ tenant_id: tenant, plan: 'advanced' }, {});
  expect(started.plan).toBe('starter');
  const bypassed = await client.StartSubscription(
    { tenant_id: randomUUID(), plan: 'advanced', bypass_billing: true },
    {},
  );
  expect(bypassed).toMatchObject({ plan: 'advanced', status: 'bypassed' });
});

test('platform revenue counts paying tenants, plan mix, seats and failed payments', async () => {
  const revenue = await client.GetRevenue({}, {});
  expect(Number(revenue.mrr_cents)).toBeGreaterThanOrEqual(9900 + 19900);
  expect(revenue.plan_mix.map((p) => p.plan)).toEqual(
    expect.arrayContaining(['pro', 'advanced', 'starter']),
  );
  expect(revenue.seats_sold).toBeGreaterThan(0);
});

test('the landing checkout takes only a price of the plan, and returns to sign-up with the paid session', async () => {
  expect(
    await refusal(
      client.CreateCheckout({ signup: { plan: 'pro', price_id: 'price_advanced_monthly' } }, {}),
    ),
  ).toMatch('That price is not one of the plan’s prices');
  const session = await client.CreateCheckout(
    {
      signup: { plan: 'pro', price_id: 'price_pro_annual' },
      success_url: '/signup?session_id={CHECKOUT_SESSION_ID}',
    },
    {},
  );
  expect(await client.VerifyCheckout({ session_id: session.id }, {})).toMatchObject({
    paid: false,
  });
  const confirmed = await client.ConfirmSandboxCheckout({ session_id: session.id }, {});
  expect(confirmed.success_url).toBe(`http://portal.test:8080/signup?session_id=${session.id}`);
  for (const event of confirmed.events) await client.HandleProviderWebhook(event, {});
  expect(await client.VerifyCheckout({ session_id: session.id }, {})).toMatchObject({
    paid: true,
    plan: 'pro',
  });
});
