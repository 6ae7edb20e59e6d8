/**
 * A tenant the super console creates with "Bypass Billing" is on its tier in billing too,
 * through the real gateway and every service: tenancy's tenant created event carries the
 * bypass, billing consumes it and starts the subscription (status bypassed), so the owner's
 * Billing screen, the plan's features and the console's tier agree without any payment.
 */
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { SUPER_ADMIN, useTestStack, type TestStack } from '../support/stack';

jest.setTimeout(180_000);

let env: TestStack;
let superAdmin: ApiClient;

beforeAll(async () => {
  env = await useTestStack();
  superAdmin = new ApiClient(env.url);
  await superAdmin.post('/api/auth/login', SUPER_ADMIN);
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Summary {
  plan: string;
  status: string;
  seatsPurchased: number;
}

it('a tenant created with Bypass Billing has its tier and seats in billing, bypassed, and its owner the plan’s features', async () => {
  const name = `Bypassed Advanced ${Date.now()}`;
  const email = uniqueEmail('bypass-owner');
  const invite = await superAdmin.post<{
    signup_url: string;
    invitation: { tenant_id: string };
  }>('/api/super/invitations', {
    tenant: { name, tier: 'advanced', seats_total: 4 },
    admin: { email },
    bypass_billing: true,
  });
  expect(invite.status).toBe(201);
  const tenantId = invite.body.invitation.tenant_id;

  const owner = new ApiClient(env.url);
  const signup = await owner.post('/api/auth/signup', {
    name: 'Bea Bypass',
    email,
    password: PASSWORD,
    invite: new URL(invite.body.signup_url).searchParams.get('invite'),
  });
  expect(signup.status).toBe(201);
  owner.tenantId = tenantId;

  const summary = await eventually(
    () => owner.get<Summary>('/api/billing/summary'),
    (answer) => answer.body.status === 'bypassed',
  );
  expect(summary.body).toMatchObject({ plan: 'advanced', status: 'bypassed', seatsPurchased: 4 });
  const keys = await owner.get<{ allowed: boolean }>('/api/integrations/api-keys');
  expect(keys.body.allowed).toBe(true);

  const listed = await superAdmin.get<{ items: Array<{ id: string; tier: string }> }>(
    `/api/super/tenants?q=${encodeURIComponent(name)}`,
  );
  expect(listed.body.items[0]).toMatchObject({ id: tenantId, tier: 'advanced' });
});
