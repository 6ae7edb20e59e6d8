import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OnboardingPage } from '../src/pages/onboarding/OnboardingPage';
import { leaveForCheckout } from '../src/pages/onboarding/WorkspaceReady';
import { renderAt, scriptedApi } from './harness';

/** A signed-in person with no workspace yet, at onboarding's review step with `plan` chosen. */
const atReview = (plan: string) => ({
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
      companyName: 'Paid Intent',
      plan,
      adminSeats: 2,
      branding: { subdomain: 'paid', brandColor: '#2563eb', logoUrl: '', customDomain: '' },
    },
  },
});

const provisioned = (checkoutPlan: string | null, checkoutUrl: string | null) => ({
  status: 200,
  body: { ready: true, tenant_id: 'tnew', plan: 'starter', checkoutPlan, checkoutUrl },
});

afterEach(() => jest.restoreAllMocks());

it('after creating a workspace on a paid plan, says it runs on Starter and leads to the checkout', async () => {
  const went: string[] = [];
  jest.spyOn(leaveForCheckout, 'go').mockImplementation((url) => void went.push(url));
  const checkoutUrl = 'http://localhost/billing/sandbox-checkout?session_id=cs_1';
  const { api } = scriptedApi({
    ...atReview('pro'),
    'POST /api/onboarding-provision': provisioned('pro', checkoutUrl),
  });
  renderAt('/onboarding', <OnboardingPage />, api);
  await userEvent.click(await screen.findByRole('button', { name: 'Create workspace' }));

  expect(await screen.findByRole('heading', { name: 'Workspace Ready' })).toBeInTheDocument();
  expect(
    screen.getByText(/runs on the Starter plan until the payment for Pro is confirmed/),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout for Pro' }));
  expect(went).toEqual([checkoutUrl]);
  expect(screen.getByRole('button', { name: 'Go to your dashboard' })).toBeInTheDocument();
});

it('says No Stripe URL returned. when the checkout for the paid plan did not start', async () => {
  const { api } = scriptedApi({
    ...atReview('advanced'),
    'POST /api/onboarding-provision': provisioned('advanced', null),
  });
  renderAt('/onboarding', <OnboardingPage />, api);
  await userEvent.click(await screen.findByRole('button', { name: 'Create workspace' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('No Stripe URL returned.');
  expect(screen.queryByRole('button', { name: /Continue to checkout/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to your dashboard' })).toBeInTheDocument();
});

it('a starter workspace is ready with no checkout to pay', async () => {
  const { api } = scriptedApi({
    ...atReview('starter'),
    'POST /api/onboarding-provision': provisioned(null, null),
  });
  renderAt('/onboarding', <OnboardingPage />, api);
  await userEvent.click(await screen.findByRole('button', { name: 'Create workspace' }));

  expect(await screen.findByRole('heading', { name: 'Workspace Ready' })).toBeInTheDocument();
  expect(screen.queryByText(/Starter plan until the payment/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Continue to checkout/ })).not.toBeInTheDocument();
});
