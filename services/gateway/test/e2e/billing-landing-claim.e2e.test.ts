/**
 * A plan bought on the landing page, before the workspace existed, belongs to the workspace
 * made after it — through the real gateway and every service, in sandbox mode. The buyer pays
 * on the sandbox checkout page, comes back to sign-up with the session id, and provisioning
 * hands it to billing: the workspace is pro with no second checkout. A session that was never
 * paid, is made up, or was already used by another workspace leaves the new one on starter.
 */
import { randomBytes } from 'node:crypto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { ApiClient, PASSWORD, uniqueEmail } from '../support/client';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

const env = useE2eStack();

interface Provisioned {
  ready: boolean;
  tenant_id: string;
  plan: string;
  checkoutPlan: string | null;
  checkoutUrl: string | null;
}

interface PublicPlan {
  key: string;
  price_ids: { monthly: string; annual: string };
}

/** The landing pricing form's checkout for a plan, as a visitor with no account opens it. */
async function landingCheckout(plan: string): Promise<string> {
  const visitor = new ApiClient(env.url);
  const { plans } = (await visitor.get<{ plans: PublicPlan[] }>('/api/public/plans')).body;
  const priceId = plans.find((p) => p.key === plan)!.price_ids.monthly;
  const checkout = await visitor.post<{ id: string; url: string }>('/api/checkout', {
    price_id: priceId,
    plan,
  });
  expect(checkout.status).toBe(200);
  expect(new URL(checkout.body.url).pathname).toBe('/billing/sandbox-checkout');
  return checkout.body.id;
}

/** Paid on the sandbox page; answers where the browser is sent back (sign-up). */
async function pay(sessionId: string): Promise<URL> {
  const paid = await new ApiClient(env.url).post<{ successUrl: string }>(
    `/api/billing/sandbox-checkout/${sessionId}/confirm`,
  );
  expect(paid.status).toBe(200);
  return new URL(paid.body.successUrl);
}

/** Sign-up and onboarding up to review, as the screens send them. */
async function onboarded(plan: string): Promise<ApiClient> {
  const client = new ApiClient(env.url);
  const answers = [
    await client.post('/api/auth/signup', {
      name: 'Lena Landing',
      email: uniqueEmail('landing'),
      password: PASSWORD,
      companyName: 'Paid Before',
    }),
    await client.post('/api/onboarding-plan', { plan, adminSeats: 1 }),
    await client.post('/api/onboarding-branding', {
      subdomain: `landing-${randomBytes(4).toString('hex')}`,
    }),
    await client.post('/api/onboarding-capabilities', {}),
  ];
  expect(answers.map((a) => a.status)).toEqual([201, 200, 200, 200]);
  return client;
}

async function provision(admin: ApiClient, checkoutSessionId: string): Promise<Provisioned> {
  const answer = await admin.post<Provisioned>('/api/onboarding-provision', {
    checkoutSessionId,
  });
  expect(answer.status).toBe(200);
  admin.tenantId = answer.body.tenant_id;
  return answer.body;
}

it('a plan paid on the landing page makes the new workspace pro with no second checkout', async () => {
  const sessionId = await landingCheckout('pro');
  const back = await pay(sessionId);
  expect(back.pathname).toBe('/signup');
  expect(back.searchParams.get('session_id')).toBe(sessionId);
  const verify = await new ApiClient(env.url).get<{ verified: boolean; plan: string }>(
    `/api/checkout-verify?session_id=${sessionId}`,
  );
  expect(verify.body).toEqual({ verified: true, plan: 'pro' });

  const admin = await onboarded('pro');
  expect(await provision(admin, sessionId)).toMatchObject({
    ready: true,
    plan: 'pro',
    checkoutPlan: null,
    checkoutUrl: null,
  });
  expect((await admin.get('/api/billing/summary')).body).toMatchObject({
    plan: 'pro',
    status: 'active',
    // The landing payment, made before the workspace, is in its billing history.
    invoices: [expect.objectContaining({ amountCents: 9900, status: 'paid' })],
  });
  // Tenancy follows billing's plan_changed: the pro features open.
  const keys = await eventually(
    'API keys to be allowed',
    () => admin.get<{ allowed: boolean }>('/api/integrations/api-keys'),
    (answer) => answer.body.allowed,
    { everyMs: 250 },
  );
  expect(keys.body.allowed).toBe(true);

  // The same session presented by another new workspace buys it nothing.
  const second = await onboarded('pro');
  expect(await provision(second, sessionId)).toMatchObject({
    plan: 'starter',
    checkoutPlan: 'pro',
  });
  expect((await second.get<{ plan: string }>('/api/billing/summary')).body.plan).toBe('starter');
});

it('an unpaid or made-up session id leaves the new workspace on starter and offers its checkout', async () => {
  const unpaid = await landingCheckout('advanced');
  for (const sessionId of [unpaid, `cs_sandbox_${randomBytes(12).toString('hex')}`]) {
    const admin = await onboarded('pro');
    const answer = await provision(admin, sessionId);
    expect(answer).toMatchObject({ ready: true, plan: 'starter', checkoutPlan: 'pro' });
    expect(answer.checkoutUrl).toMatch(/\/billing\/sandbox-checkout\?session_id=/);
    expect((await admin.get<{ plan: string }>('/api/billing/summary')).body.plan).toBe('starter');
    const keys = await admin.get<{ allowed: boolean }>('/api/integrations/api-keys');
    expect(keys.body.allowed).toBe(false);
  }
});
