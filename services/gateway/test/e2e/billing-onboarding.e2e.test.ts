/**
 * Onboarding never provisions a paid plan for free, through the real gateway and every
 * service: a workspace whose plan step chose pro is created on starter and answered with a
 * checkout; only the sandbox checkout's confirmation (its signed events through the webhook
 * route) makes it pro, and then tenancy allows API keys. No request field changes that.
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

/** Sign-up and onboarding up to review, with the plan step's choice. */
async function onboardedTo(plan: string, adminSeats = 1): Promise<ApiClient> {
  const client = new ApiClient(env.url);
  const answers = [
    await client.post('/api/auth/signup', {
      name: 'Paula Payer',
      email: uniqueEmail('payer'),
      password: PASSWORD,
      companyName: 'Paid Intent',
    }),
    await client.post('/api/onboarding-plan', { plan, adminSeats }),
    await client.post('/api/onboarding-branding', {
      subdomain: `paid-${randomBytes(4).toString('hex')}`,
    }),
    await client.post('/api/onboarding-capabilities', {}),
  ];
  expect(answers.map((a) => a.status)).toEqual([201, 200, 200, 200]);
  return client;
}

const sessionOf = (url: string | null) =>
  new URL(url ?? 'http://x/').searchParams.get('session_id');

it('a workspace whose plan step chose pro starts on starter and becomes pro only once its checkout is paid', async () => {
  const admin = await onboardedTo('pro', 2);
  const provision = await admin.post<Provisioned>('/api/onboarding-provision');
  expect(provision.status).toBe(200);
  expect(provision.body).toMatchObject({ ready: true, plan: 'starter', checkoutPlan: 'pro' });
  admin.tenantId = provision.body.tenant_id;

  // Before payment: starter everywhere, no API keys.
  expect((await admin.get<{ plan: string }>('/api/billing/summary')).body.plan).toBe('starter');
  const keysBefore = await admin.get<{ allowed: boolean }>('/api/integrations/api-keys');
  expect(keysBefore.body.allowed).toBe(false);
  const early = await admin.post<{ error: string }>('/api/integrations/api-keys', {
    label: 'Before paying',
  });
  expect(early.status).toBe(403);
  expect(early.body.error).toBe(
    'API access is available on the pro and advanced plans. Upgrade to create keys.',
  );

  // The checkout answered is the sandbox page, selling pro with the two admin seats chosen.
  const checkout = new URL(provision.body.checkoutUrl!);
  expect(checkout.pathname).toBe('/billing/sandbox-checkout');
  const sessionId = sessionOf(provision.body.checkoutUrl)!;
  const buyer = new ApiClient(env.url);
  const shown = await buyer.get<{ purpose: string; plan: string; seats: number }>(
    `/api/billing/sandbox-checkout/${sessionId}`,
  );
  expect(shown.body).toMatchObject({ purpose: 'upgrade_plan', plan: 'pro', seats: 2 });

  const paid = await buyer.post<{ successUrl: string }>(
    `/api/billing/sandbox-checkout/${sessionId}/confirm`,
  );
  expect(paid.status).toBe(200);
  expect(paid.body.successUrl).toMatch(/\/dashboard\/admin\/billing\?checkout=success$/);

  expect((await admin.get('/api/billing/summary')).body).toMatchObject({
    plan: 'pro',
    seatsPurchased: 2,
  });
  const keysAfter = await eventually(
    'API keys to be allowed',
    () => admin.get<{ allowed: boolean }>('/api/integrations/api-keys'),
    (answer) => answer.body.allowed,
    { everyMs: 250 },
  );
  expect(keysAfter.body.allowed).toBe(true);
});

it('a plan named in the provision request is refused and no workspace is created', async () => {
  const admin = await onboardedTo('starter');
  for (const body of [{ plan: 'pro' }, { tier: 'advanced' }, { bypass_billing: true }]) {
    const refused = await admin.post('/api/onboarding-provision', body);
    expect(refused.status).toBe(400);
  }
  expect((await admin.get('/api/onboarding-status')).body).toMatchObject({
    step: 'review',
    ready: false,
  });
  const provision = await admin.post<Provisioned>('/api/onboarding-provision');
  expect(provision.body).toMatchObject({ plan: 'starter', checkoutPlan: null, checkoutUrl: null });
});

it('the plan cannot be re-chosen once the workspace exists', async () => {
  const admin = await onboardedTo('starter');
  const provision = await admin.post<Provisioned>('/api/onboarding-provision');
  admin.tenantId = provision.body.tenant_id;
  const rechosen = await admin.post<{ error: string }>('/api/onboarding-plan', {
    plan: 'advanced',
    adminSeats: 3,
  });
  expect(rechosen.status).toBe(422);
  expect(rechosen.body.error).toBe('This workspace is already provisioned');
  expect((await admin.get<{ plan: string }>('/api/billing/summary')).body.plan).toBe('starter');
  expect((await admin.get<{ allowed: boolean }>('/api/integrations/api-keys')).body.allowed).toBe(
    false,
  );
});

it('a custom plan, sold by conversation, starts on starter with no checkout', async () => {
  const admin = await onboardedTo('custom');
  const provision = await admin.post<Provisioned>('/api/onboarding-provision');
  expect(provision.body).toMatchObject({
    ready: true,
    plan: 'starter',
    checkoutPlan: null,
    checkoutUrl: null,
  });
  admin.tenantId = provision.body.tenant_id;
  expect((await admin.get<{ plan: string }>('/api/billing/summary')).body.plan).toBe('starter');
});
