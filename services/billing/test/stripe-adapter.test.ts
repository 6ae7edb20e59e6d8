/**
 * The Stripe provider through the official SDK against a local server that speaks Stripe's
 * API, and webhook verification over the raw body.
 */
import Stripe from 'stripe';
import { StripeProvider } from '../src/provider/stripe';
import { startFakeStripe, type FakeStripe } from './support/fakeStripe';

let fake: FakeStripe;
let provider: StripeProvider;
const SECRET = 'whsec_test_adapter_secret';
const helper = new Stripe('sk_test_helper');

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = new StripeProvider({
    secretKey: 'sk_test_adapter',
    webhookSecret: SECRET,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  });
});
afterAll(() => fake.close());

const base = {
  tenantId: '6f1c7d3e-0000-4000-8000-000000000001',
  interval: 'monthly' as const,
  successUrl: 'http://localhost:8080/dashboard/admin/billing?paid=1',
  cancelUrl: 'http://localhost:8080/dashboard/admin/billing',
};

describe('Stripe provider', () => {
  it('opens a subscription checkout for a plan upgrade that names the tenant and plan', async () => {
    const session = await provider.createCheckout({
      ...base,
      purpose: 'upgrade_plan',
      plan: 'pro',
      seats: 1,
      priceId: 'price_pro_monthly',
    });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const call = fake.calls.at(-1)!;
    expect(call.auth).toBe('Bearer sk_test_adapter');
    expect(call.form.get('mode')).toBe('subscription');
    expect(call.form.get('line_items[0][price]')).toBe('price_pro_monthly');
    expect(call.form.get('metadata[tenant_id]')).toBe(base.tenantId);
    expect(call.form.get('subscription_data[metadata][plan]')).toBe('pro');
  });

  it('adds seats to a running subscription with proration', async () => {
    fake.objects.set('sub_running', {
      id: 'sub_running',
      object: 'subscription',
      items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', quantity: 2 }] },
    });
    await provider.createCheckout({
      ...base,
      purpose: 'add_seats',
      plan: 'advanced',
      seats: 3,
      priceId: 'price_advanced_monthly',
      subscriptionId: 'sub_running',
    });
    const update = fake.calls.at(-1)!;
    expect(update.path).toBe('/v1/subscriptions/sub_running');
    expect(update.form.get('items[0][quantity]')).toBe('5');
    expect(update.form.get('proration_behavior')).toBe('always_invoice');
  });

  it('answers a declined seats payment with Stripe’s reason, not an internal error', async () => {
    fake.objects.set('sub_declined', {
      id: 'sub_declined',
      object: 'subscription',
      items: { object: 'list', data: [{ id: 'si_2', object: 'subscription_item', quantity: 1 }] },
    });
    fake.refuseNext(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const refused = provider.createCheckout({
      ...base,
      purpose: 'add_seats',
      plan: 'advanced',
      seats: 1,
      priceId: 'price_advanced_monthly',
      subscriptionId: 'sub_declined',
    });
    await expect(refused).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: 'The payment provider refused: Your card has insufficient funds.',
      reason: 'provider_card_declined',
    });
  });

  it('verifies a finished checkout by its session id', async () => {
    fake.objects.set('cs_paid', {
      id: 'cs_paid',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      metadata: { plan: 'advanced' },
      customer_details: { email: 'buyer@example.com' },
    });
    await expect(provider.verifyCheckout('cs_paid')).resolves.toEqual({
      paid: true,
      plan: 'advanced',
      customerEmail: 'buyer@example.com',
      // What a claim of a landing checkout needs: none of it was in this session's metadata.
      purpose: '',
      tenantId: '',
      interval: 'monthly',
      seats: 1,
      customerId: undefined,
      subscriptionId: undefined,
    });
  });

  it('opens the customer portal for the customer with a way back', async () => {
    const url = await provider.createPortal('cus_42', base.cancelUrl);
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.calls.at(-1)!.form.get('customer')).toBe('cus_42');
  });

  it('reads every page of the events list, oldest first, for the reconcile', async () => {
    fake.events.push(
      ...[5, 4, 3, 2, 1].map((n) => ({
        id: `evt_${n}`,
        object: 'event',
        type: 'invoice.paid',
        created: 1_700_000_000 + n,
        data: { object: {} },
      })),
    );
    const events = await provider.listEventsSince(1_699_999_999);
    expect(events.map((e) => e.id)).toEqual(['evt_1', 'evt_2', 'evt_3', 'evt_4', 'evt_5']);
    const listCall = fake.calls.find((c) => c.path === '/v1/events')!;
    expect(listCall.query.get('created[gt]')).toBe('1699999999');
  });
});

describe('webhook signature over the raw body', () => {
  const payload = JSON.stringify({
    id: 'evt_sig',
    object: 'event',
    type: 'invoice.paid',
    data: { object: {} },
  });
  const sign = (body: string, secret = SECRET, timestamp = Math.floor(Date.now() / 1000)) =>
    helper.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

  it('accepts an event signed with the endpoint secret', () => {
    expect(provider.constructEvent(Buffer.from(payload), sign(payload)).id).toBe('evt_sig');
  });

  it('refuses a body changed after signing', () => {
    const tampered = payload.replace('invoice.paid', 'invoice.payment_failed');
    expect(() => provider.constructEvent(Buffer.from(tampered), sign(payload))).toThrow();
  });

  it('refuses a signature older than 300 seconds (a replay)', () => {
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect(() =>
      provider.constructEvent(Buffer.from(payload), sign(payload, SECRET, stale)),
    ).toThrow(/tolerance/i);
  });

  it('refuses an event signed with another secret', () => {
    expect(() =>
      provider.constructEvent(Buffer.from(payload), sign(payload, 'whsec_someone_else')),
    ).toThrow();
  });
});
