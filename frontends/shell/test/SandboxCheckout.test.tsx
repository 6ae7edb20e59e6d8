import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { returnTo, SandboxCheckoutPage } from '../src/pages/billing/SandboxCheckoutPage';
import { renderAt, scriptedApi } from './harness';

const session = (status = 'open') => ({
  status: 200,
  body: {
    sessionId: 'cs_sandbox_1',
    purpose: 'upgrade_plan',
    plan: 'pro',
    seats: 1,
    amountCents: 9900,
    status,
    cancelUrl: 'http://localhost/dashboard/admin/billing',
  },
});

afterEach(() => jest.restoreAllMocks());

it('shows what is bought and, on Pay, confirms the session and returns to the product', async () => {
  const went: string[] = [];
  jest.spyOn(returnTo, 'go').mockImplementation((url) => void went.push(url));
  const { api, requests } = scriptedApi({
    'GET /api/billing/sandbox-checkout/{sessionId}': session(),
    'POST /api/billing/sandbox-checkout/{sessionId}/confirm': {
      status: 200,
      body: { successUrl: 'http://localhost/dashboard/admin/billing?checkout=success' },
    },
  });
  renderAt('/billing/sandbox-checkout?session_id=cs_sandbox_1', <SandboxCheckoutPage />, api);
  expect(screen.getByText(/no card is charged/)).toBeInTheDocument();
  expect(await screen.findByText(/The Pro plan/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Pay $99.00' }));
  await screen.findByRole('button', { name: 'Pay $99.00' });
  expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(
    'POST /api/billing/sandbox-checkout/cs_sandbox_1/confirm',
  );
  expect(went).toEqual(['http://localhost/dashboard/admin/billing?checkout=success']);
});

it('says when a checkout cannot be found', async () => {
  const { api } = scriptedApi({
    'GET /api/billing/sandbox-checkout/{sessionId}': {
      status: 404,
      body: { error: 'Checkout session not found', code: 'not_found' },
    },
  });
  renderAt('/billing/sandbox-checkout?session_id=cs_gone', <SandboxCheckoutPage />, api);
  expect(await screen.findByText('This checkout could not be found.')).toBeInTheDocument();
});
