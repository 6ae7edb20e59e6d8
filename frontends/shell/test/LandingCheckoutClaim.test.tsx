import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupPage } from '../src/pages/auth/SignupPage';
import { landingCheckout } from '../src/pages/onboarding/landingCheckout';
import { OnboardingPage } from '../src/pages/onboarding/OnboardingPage';
import { renderAt, scriptedApi } from './harness';

/**
 * A plan paid on the landing page: its checkout sends the buyer to sign-up with the session id,
 * which travels to provisioning; billing's claim is answered as the workspace's plan, and
 * Workspace Ready then offers no second checkout.
 */
const signedOut = { 'POST /api/auth/refresh': { status: 401, body: { error: 'no session' } } };

const atReview = {
  'POST /api/auth/refresh': {
    status: 200,
    body: {
      access_token: 't',
      expires_at: '2999-01-01T00:00:00Z',
      user: { id: 'u1', email: 'owner@example.com' },
    },
  },
  'GET /api/me': {
    status: 200,
    body: {
      user: { id: 'u1', email: 'owner@example.com' },
      role: 'client',
      isSuperAdmin: false,
      memberships: [],
    },
  },
  'GET /api/onboarding-status': {
    status: 200,
    body: {
      step: 'review',
      ready: false,
      started: true,
      companyName: 'Paid Before',
      plan: 'pro',
      adminSeats: 1,
      branding: { subdomain: 'paid', brandColor: '#2563eb', logoUrl: '', customDomain: '' },
    },
  },
} as const;

afterEach(() => window.localStorage.clear());

it('sign-up back from the landing checkout keeps its session for provisioning', async () => {
  const { api } = scriptedApi({
    ...signedOut,
    'GET /api/checkout-verify': { status: 200, body: { verified: true, plan: 'pro' } },
  });
  renderAt('/signup?session_id=cs_sandbox_landing', <SignupPage />, api);
  expect(await screen.findByLabelText('Company name')).toBeInTheDocument();
  expect(landingCheckout()).toBe('cs_sandbox_landing');
});

it('provisioning sends the landing checkout and, once billing accepted it, offers no second checkout', async () => {
  window.localStorage.setItem('portico.landingCheckout', 'cs_sandbox_landing');
  const { api, requests } = scriptedApi({
    ...atReview,
    'POST /api/onboarding-provision': {
      status: 200,
      body: { ready: true, tenant_id: 'tnew', plan: 'pro', checkoutPlan: null, checkoutUrl: null },
    },
  });
  renderAt('/onboarding', <OnboardingPage />, api);
  await userEvent.click(await screen.findByRole('button', { name: 'Create workspace' }));

  expect(await screen.findByRole('heading', { name: 'Workspace Ready' })).toBeInTheDocument();
  expect(requests.find((r) => r.path === '/api/onboarding-provision')?.body).toEqual({
    checkoutSessionId: 'cs_sandbox_landing',
  });
  expect(screen.queryByText(/Starter plan until the payment/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Continue to checkout/ })).not.toBeInTheDocument();
  // Used once: a later workspace of this browser does not present it again.
  expect(landingCheckout()).toBeUndefined();
});

it('without a landing checkout, provisioning sends none', async () => {
  const { api, requests } = scriptedApi({
    ...atReview,
    'POST /api/onboarding-provision': {
      status: 200,
      body: {
        ready: true,
        tenant_id: 'tnew',
        plan: 'starter',
        checkoutPlan: 'pro',
        checkoutUrl: 'http://localhost/billing/sandbox-checkout?session_id=cs_2',
      },
    },
  });
  renderAt('/onboarding', <OnboardingPage />, api);
  await userEvent.click(await screen.findByRole('button', { name: 'Create workspace' }));
  expect(await screen.findByRole('heading', { name: 'Workspace Ready' })).toBeInTheDocument();
  expect(requests.find((r) => r.path === '/api/onboarding-provision')?.body).toEqual({});
});
