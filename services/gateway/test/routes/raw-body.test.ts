/**
 * A route declared `rawBody` gets the request's exact bytes (a webhook signature covers them),
 * while every other route still receives parsed JSON.
 */
import { startRoutesHarness, type RoutesHarness } from './harness';

let harness: RoutesHarness;
beforeAll(async () => {
  harness = await startRoutesHarness({ 'admin-1': { 'tenant-a': 'admin' } });
});
afterAll(() => harness.close());

test('the billing webhook passes the body byte for byte, with its signature, to billing', async () => {
  // Spacing and key order a JSON parse and re-serialise would lose.
  const body = '{ "id":"evt_1",  "type" : "invoice.paid",\n "data": {"object": {}} }';
  const answer = await harness.call('POST', '/api/billing/webhook', {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': 't=1,v1=abc',
    },
  });
  expect(answer).toEqual({ status: 200, body: { received: true, applied: true } });
  const call = harness.calls.find((c) => c.method === 'HandleProviderWebhook')!;
  expect(Buffer.from(call.request.payload as Uint8Array).toString()).toBe(body);
  expect(call.request.signature).toBe('t=1,v1=abc');
});

test('other routes still get parsed JSON bodies', async () => {
  const answer = await harness.call('POST', '/api/checkout', {
    body: { price_id: 'price_pro_monthly', plan: 'pro' },
  });
  expect(answer.status).toBe(200);
  const call = harness.calls.find((c) => c.method === 'CreateCheckout')!;
  expect(call.request.signup).toEqual({ price_id: 'price_pro_monthly', plan: 'pro' });
});

test('adding fewer than 1 seat, or a fraction, is refused before billing is asked', async () => {
  const token = harness.tokenFor({ sub: 'admin-1' });
  const before = harness.calls.filter((c) => c.method === 'CreateCheckout').length;
  for (const seats of [0, -2, 1.5, '2']) {
    const answer = await harness.call('POST', '/api/billing/checkout', {
      token,
      tenant: 'tenant-a',
      body: { type: 'add_seats', seats },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Seats must be a whole number of at least 1');
  }
  expect(harness.calls.filter((c) => c.method === 'CreateCheckout')).toHaveLength(before);
});
