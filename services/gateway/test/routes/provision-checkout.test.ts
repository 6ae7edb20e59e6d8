/**
 * Provisioning and the plan chosen: the workspace is created on starter and, when the plan
 * step chose pro or advanced, the answer carries the checkout billing opened on the new
 * workspace for that plan and the admin seats chosen. A checkout that cannot start does not
 * undo the workspace: the answer has no URL and the screen says so. A checkout already paid on
 * the landing page, once billing accepts it, is the purchase and no second one is opened.
 */
import type { Request } from 'express';
import { onboardingRoutes } from '../../src/features/onboarding/routes';
import { testGatewayDeps } from '../support/gatewayDeps';
import { ONBOARDING_STATE, startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;
let owner: string;

beforeAll(async () => {
  api = await startRoutesHarness({});
  owner = api.tokenFor({ sub: 'user-1' });
});
afterAll(() => api.close());

it('a provision after choosing pro answers starter and the checkout opened on the new workspace', async () => {
  const response = await api.call('POST', '/api/onboarding-provision', { token: owner });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    ready: true,
    tenant_id: 'tenant-new',
    plan: 'starter',
    checkoutPlan: 'pro',
    checkoutUrl: 'http://portal.test/billing/sandbox-checkout',
  });
  const checkout = api.calls.find((c) => c.method === 'CreateCheckout');
  expect(checkout?.request).toMatchObject({
    upgrade_plan: { plan: 'pro', seats: ONBOARDING_STATE.admin_seats },
  });
  expect(checkout?.ctx).toMatchObject({ tenantId: 'tenant-new', userId: 'user-1' });
});

/** The route's handler with tenancy and billing answering as given. */
async function provisionWith(
  plan: string,
  createCheckout: () => Promise<unknown>,
  claim?: { sessionId: string; answer: () => Promise<unknown> },
) {
  const provision = onboardingRoutes.find((r) => r.path === '/api/onboarding-provision')!;
  const calls: string[] = [];
  const deps = testGatewayDeps({
    services: {
      tenancy: {
        ProvisionWorkspace: async () => ({
          ...ONBOARDING_STATE,
          plan,
          ready: true,
          tenant_id: 'tenant-new',
        }),
      },
      billing: {
        CreateCheckout: async () => {
          calls.push('CreateCheckout');
          return createCheckout();
        },
        ClaimCheckout: async (request: { session_id: string; tenant_id: string }) => {
          calls.push(`ClaimCheckout ${request.session_id} ${request.tenant_id}`);
          return claim!.answer();
        },
      },
    },
  });
  const req = { auth: { userId: 'user-1', email: 'o@example.com' }, header: () => undefined };
  // The body as validation hands it over: {} when the request sent none.
  const body = claim ? { checkoutSessionId: claim.sessionId } : {};
  const answer = await provision.handler({ req: req as unknown as Request, deps, body } as never);
  return { answer, calls };
}

it('a checkout billing cannot start leaves the workspace created and answers no URL', async () => {
  const { answer } = await provisionWith('advanced', () =>
    Promise.reject(new Error('billing unavailable')),
  );
  expect(answer).toEqual({
    ready: true,
    tenant_id: 'tenant-new',
    plan: 'starter',
    checkoutPlan: 'advanced',
    checkoutUrl: null,
  });
});

it.each(['starter', 'custom'])('a %s choice opens no checkout', async (plan) => {
  const { answer, calls } = await provisionWith(plan, async () => ({ id: 'x', url: 'y' }));
  expect(answer).toMatchObject({ plan: 'starter', checkoutPlan: null, checkoutUrl: null });
  expect(calls).toEqual([]);
});

it('a landing checkout billing accepts is the purchase: its plan is answered and no second checkout opened', async () => {
  const { answer, calls } = await provisionWith('pro', async () => ({ id: 'x', url: 'y' }), {
    sessionId: 'cs_landing',
    answer: async () => ({ plan: 'pro', seats_purchased: 1 }),
  });
  expect(answer).toEqual({
    ready: true,
    tenant_id: 'tenant-new',
    plan: 'pro',
    checkoutPlan: null,
    checkoutUrl: null,
  });
  expect(calls).toEqual(['ClaimCheckout cs_landing tenant-new']);
});

it('a landing checkout billing refuses leaves starter and opens the plan step’s checkout', async () => {
  const { answer, calls } = await provisionWith(
    'advanced',
    async () => ({ id: 'cs_new', url: 'http://portal.test/billing/sandbox-checkout' }),
    {
      sessionId: 'cs_forged',
      answer: () => Promise.reject(new Error('This checkout has not been paid')),
    },
  );
  expect(answer).toMatchObject({ plan: 'starter', checkoutPlan: 'advanced' });
  expect(calls).toEqual(['ClaimCheckout cs_forged tenant-new', 'CreateCheckout']);
});
