/**
 * The sandbox's stand-ins for Stripe's Connect pages (issue 29): onboarding completes and sends
 * the admin back where Stripe would; the hosted invoice page pays with a test card, says when
 * the card is declined, and offers nothing to pay on a paid invoice.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { returnTo } from '../src/pages/billing/SandboxCheckoutPage';
import { SandboxInvoicePage } from '../src/pages/billing/SandboxInvoicePage';
import { SandboxOnboardingPage } from '../src/pages/billing/SandboxOnboardingPage';
import { renderAt, scriptedApi } from './harness';

afterEach(() => jest.restoreAllMocks());

const invoicePage = (status = 'open') => ({
  status: 200,
  body: {
    number: 'INV-0003',
    currency: 'gbp',
    amountDue: 12_345,
    status,
    businessName: 'Studio Ltd',
    dueDate: '2030-05-01',
  },
});
const pounds = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'GBP' }).format(
  123.45,
);

it('completes onboarding with the business’s name and returns to Payments', async () => {
  const went: string[] = [];
  jest.spyOn(returnTo, 'go').mockImplementation((url) => void went.push(url));
  const { api, requests } = scriptedApi({
    'GET /api/payments/sandbox-onboarding/{token}': {
      status: 200,
      body: {
        accountId: 'acct_1',
        accountType: 'express',
        country: 'GB',
        status: 'open',
        refreshUrl: '',
      },
    },
    'POST /api/payments/sandbox-onboarding/{token}/complete': {
      status: 200,
      body: { returnUrl: 'http://localhost/dashboard/admin/payments?connect=return' },
    },
  });
  renderAt(
    '/billing/sandbox-onboarding/tok_1',
    <Routes>
      <Route path="/billing/sandbox-onboarding/:token" element={<SandboxOnboardingPage />} />
    </Routes>,
    api,
  );
  await userEvent.type(await screen.findByLabelText('Business name'), 'Studio Ltd');
  await userEvent.click(screen.getByRole('button', { name: 'Complete onboarding' }));
  await waitFor(() =>
    expect(went).toEqual(['http://localhost/dashboard/admin/payments?connect=return']),
  );
  expect(
    requests.find((r) => r.path === '/api/payments/sandbox-onboarding/tok_1/complete')?.body,
  ).toEqual({
    country: 'GB',
    businessName: 'Studio Ltd',
  });
});

it('pays an invoice with a test card, and says so when the card is declined', async () => {
  let outcome = 'card_declined';
  const { api } = scriptedApi({
    'GET /api/payments/sandbox-invoice/{token}': invoicePage(),
    'POST /api/payments/sandbox-invoice/{token}/pay': () => ({ status: 200, body: { outcome } }),
  });
  renderAt(
    '/billing/sandbox-invoice/tok_2',
    <Routes>
      <Route path="/billing/sandbox-invoice/:token" element={<SandboxInvoicePage />} />
    </Routes>,
    api,
  );
  expect(await screen.findByText(/Studio Ltd: invoice INV-0003/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: `Pay ${pounds}` }));
  expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  outcome = 'succeeded';
  await userEvent.click(screen.getByRole('button', { name: `Pay ${pounds}` }));
  expect(await screen.findByText('This invoice is paid. Thank you.')).toBeInTheDocument();
});

it('offers nothing to pay on a paid invoice', async () => {
  const { api } = scriptedApi({
    'GET /api/payments/sandbox-invoice/{token}': invoicePage('paid'),
  });
  renderAt(
    '/billing/sandbox-invoice/tok_3',
    <Routes>
      <Route path="/billing/sandbox-invoice/:token" element={<SandboxInvoicePage />} />
    </Routes>,
    api,
  );
  expect(await screen.findByText('This invoice is paid. Thank you.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
});
