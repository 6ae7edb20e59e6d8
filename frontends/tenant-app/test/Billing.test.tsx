import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveFor } from '../src/billing/BillingPage';
import { renderTenantApp } from './harness';

const PAGE = '/dashboard/admin/billing';
const summary = (over: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    plan: 'starter',
    interval: 'monthly',
    status: 'active',
    seatsPurchased: 1,
    seatsIncluded: 1,
    currentPeriodEnd: '',
    invoices: [],
    ...over,
  },
});

let went: string[] = [];
beforeEach(() => {
  went = [];
  jest.spyOn(leaveFor, 'go').mockImplementation((url) => void went.push(url));
});
afterEach(() => jest.restoreAllMocks());

it('shows the current plan, No invoices yet., and sends an upgrade to the checkout URL', async () => {
  const { requests } = renderTenantApp(PAGE, {
    'GET /api/billing/summary': summary(),
    'POST /api/billing/checkout': { status: 200, body: { id: 'cs_1', url: 'http://x/checkout' } },
  });
  const plan = await screen.findByRole('region', { name: 'Current Plan' });
  expect(within(plan).getByText('Starter')).toBeInTheDocument();
  expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
  await waitFor(() => expect(went).toEqual(['http://x/checkout']));
  expect(requests.find((r) => r.path === '/api/billing/checkout')?.body).toEqual({
    type: 'upgrade_plan',
    plan: 'pro',
  });
});

it('says Upgrade failed, or No Stripe URL returned. when checkout answers no URL', async () => {
  let answer = { status: 500, body: { error: 'boom', code: 'internal' } } as object;
  renderTenantApp(PAGE, {
    'GET /api/billing/summary': summary(),
    'POST /api/billing/checkout': () => answer as never,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Advanced' }));
  expect(await screen.findByText('Upgrade failed')).toBeInTheDocument();
  answer = { status: 200, body: { id: 'cs_2', url: '' } };
  await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Advanced' }));
  expect(await screen.findByText('No Stripe URL returned.')).toBeInTheDocument();
});

it('refuses fewer than 1 seat before asking, and says when the seats checkout fails', async () => {
  const { requests } = renderTenantApp(PAGE, {
    'GET /api/billing/summary': summary({ plan: 'pro' }),
    'POST /api/billing/checkout': {
      status: 422,
      body: { error: 'no', code: 'failed_precondition' },
    },
  });
  const seats = await screen.findByLabelText('Seats to add');
  await userEvent.clear(seats);
  await userEvent.type(seats, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Add seats' }));
  expect(await screen.findByText('Seats must be a whole number of at least 1')).toBeInTheDocument();
  expect(requests.filter((r) => r.path === '/api/billing/checkout')).toHaveLength(0);
  await userEvent.clear(seats);
  await userEvent.type(seats, '2');
  await userEvent.click(screen.getByRole('button', { name: 'Add seats' }));
  expect(await screen.findByText('Failed to start seats checkout')).toBeInTheDocument();
  expect(requests.find((r) => r.path === '/api/billing/checkout')?.body).toEqual({
    type: 'add_seats',
    seats: 2,
  });
});

it('lists invoices in dollars with hosted links and reports portal failures', async () => {
  let portal = { status: 200, body: { url: '' } } as object;
  renderTenantApp(PAGE, {
    'GET /api/billing/summary': summary({
      plan: 'pro',
      invoices: [
        {
          id: 'in_1',
          createdAt: '2026-11-01T00:00:00.000Z',
          amountCents: 9900,
          amountUsd: '99.00',
          status: 'paid',
          hostedInvoiceUrl: 'https://invoice.test/in_1',
        },
      ],
    }),
    'POST /api/billing/portal': () => portal as never,
  });
  const table = await screen.findByRole('table', { name: 'Invoices' });
  expect(within(table).getByText('$99.00')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: /View/ })).toHaveAttribute(
    'href',
    'https://invoice.test/in_1',
  );
  const manage = screen.getByRole('button', { name: 'Manage payment methods and invoices' });
  await userEvent.click(manage);
  expect(await screen.findByText('No portal URL returned.')).toBeInTheDocument();
  portal = { status: 500, body: { error: 'x', code: 'internal' } };
  await userEvent.click(manage);
  expect(await screen.findByText('Failed to open portal')).toBeInTheDocument();
});

it('says Admins only. to a caller the billing summary refuses', async () => {
  renderTenantApp(PAGE, {
    'GET /api/billing/summary': { status: 403, body: { error: 'Forbidden', code: 'forbidden' } },
  });
  expect(await screen.findByText('Admins only.')).toBeInTheDocument();
});

it('says Failed to load billing when the summary cannot be read', async () => {
  renderTenantApp(PAGE, {
    'GET /api/billing/summary': { status: 500, body: { error: 'x', code: 'internal' } },
  });
  expect(await screen.findByText('Failed to load billing')).toBeInTheDocument();
});
