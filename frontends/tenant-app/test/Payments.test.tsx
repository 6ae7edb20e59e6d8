/**
 * The Payments screens (issue 29) against the scripted gateway: the upgrade prompt on a plan
 * without client payments, Connect Stripe sending the browser to the onboarding link, the
 * account's status and the invoices' totals in each currency, and a client's Pay opening the
 * hosted payment page for an open invoice only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveFor } from '../src/payments/money';
import { renderTenantApp, userRow } from './harness';

const account = (over: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    allowed: true,
    available: true,
    connected: false,
    accountId: '',
    accountType: '',
    detailsSubmitted: false,
    chargesEnabled: false,
    payoutsEnabled: false,
    requirementsDue: [],
    defaultCurrency: '',
    currencies: [],
    country: '',
    platformFeePercent: 1,
    ...over,
  },
});

const invoice = (over: Record<string, unknown> = {}) => ({
  id: 'i1',
  number: 'INV-0001',
  status: 'open',
  overdue: false,
  currency: 'eur',
  lines: [],
  taxRatePercent: 0,
  discountAmount: 0,
  subtotal: 123_450,
  taxAmount: 0,
  total: 123_450,
  amountDue: 123_450,
  amountPaid: 0,
  amountRefunded: 0,
  platformFee: 0,
  dueDate: '2030-01-31',
  notes: '',
  clients: [{ userId: 'c1', name: 'Cleo Client', email: 'c@example.com' }],
  createdAt: '',
  sentAt: '',
  paidAt: '',
  disputeStatus: 'none',
  retainerId: '',
  providerInvoiceId: 'in_1',
  ...over,
});

const euro = (minor: number) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(minor / 100);

let went: string[] = [];
beforeEach(() => {
  went = [];
  jest.spyOn(leaveFor, 'go').mockImplementation((url) => void went.push(url));
});
afterEach(() => jest.restoreAllMocks());

it('tells a plan without client payments to upgrade', async () => {
  renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account({ allowed: false }),
  });
  expect(
    await screen.findByText(
      'Client payments are available on the Advanced and Custom plans. Upgrade to invoice your clients.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/dashboard/admin/billing',
  );
  expect(screen.queryByRole('button', { name: 'Connect Stripe' })).not.toBeInTheDocument();
});

it('sends Connect Stripe to the onboarding link for the chosen country', async () => {
  const { requests } = renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account(),
    'POST /api/payments/account/connect': {
      status: 200,
      body: { url: 'http://stripe.test/onboard', expiresAt: '' },
    },
  });
  await userEvent.selectOptions(await screen.findByLabelText('Country of your business'), 'GB');
  await userEvent.click(screen.getByRole('button', { name: 'Connect Stripe' }));
  await waitFor(() => expect(went).toEqual(['http://stripe.test/onboard']));
  expect(requests.find((r) => r.path === '/api/payments/account/connect')?.body).toEqual({
    accountType: 'express',
    country: 'GB',
  });
});

it('shows a connected account’s status and the invoices with totals in their currency', async () => {
  renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account({
      connected: true,
      detailsSubmitted: true,
      chargesEnabled: true,
      requirementsDue: ['external_account'],
      currencies: ['eur', 'usd'],
    }),
    'GET /api/payments/invoices': {
      status: 200,
      body: {
        invoices: [invoice(), invoice({ id: 'i2', number: 'INV-0002', overdue: true })],
        nextCursor: '',
        totals: [{ currency: 'eur', outstanding: 246_900, overdue: 123_450, paidThisMonth: 0 }],
      },
    },
  });
  expect(await screen.findByText('Charges enabled: yes')).toBeInTheDocument();
  expect(screen.getByText('Payouts enabled: no')).toBeInTheDocument();
  expect(screen.getByText(/Stripe needs more details: external_account/)).toBeInTheDocument();
  const totals = await screen.findByTestId('totals-eur');
  expect(within(totals).getByText(`Outstanding ${euro(246_900)}`)).toBeInTheDocument();
  expect(within(totals).getByText(`Overdue ${euro(123_450)}`)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Invoices' });
  expect(within(table).getAllByText(euro(123_450))).toHaveLength(2);
  expect(within(table).getByText('Overdue')).toBeInTheDocument();
});

it('lets a client pay an open invoice, and offers no Pay for a paid one', async () => {
  const { requests } = renderTenantApp('/invoices', {
    'GET /api/payments/my-invoices': {
      status: 200,
      body: {
        invoices: [invoice(), invoice({ id: 'i2', number: 'INV-0002', status: 'paid' })],
        nextCursor: '',
        totals: [],
      },
    },
    'POST /api/payments/invoices/{id}/pay': {
      status: 200,
      body: { url: 'http://stripe.test/pay' },
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Pay INV-0001' }));
  await waitFor(() => expect(went).toEqual(['http://stripe.test/pay']));
  expect(requests.some((r) => r.path === '/api/payments/invoices/i1/pay')).toBe(true);
  expect(screen.queryByRole('button', { name: 'Pay INV-0002' })).not.toBeInTheDocument();
});

it('writes an invoice with a live preview, as billing totals it, and sends it', async () => {
  const { requests } = renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account({
      connected: true,
      chargesEnabled: true,
      currencies: ['eur', 'usd'],
      defaultCurrency: 'eur',
    }),
    'GET /api/payments/invoices': {
      status: 200,
      body: { invoices: [], nextCursor: '', totals: [] },
    },
    'GET /api/users': {
      status: 200,
      body: {
        users: [userRow('u1', 'Ada Byron', 'admin'), userRow('c1', 'Cleo Client', 'role2')],
        total: 2,
        page: 1,
        page_size: 100,
      },
    },
    'POST /api/payments/invoices': { status: 201, body: invoice({ status: 'draft', number: '' }) },
    'POST /api/payments/invoices/{id}/send': { status: 200, body: invoice() },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Cleo Client' }));
  await userEvent.type(await screen.findByLabelText('Description, line 1'), 'Design');
  const quantity = screen.getByLabelText('Quantity, line 1');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '3');
  await userEvent.type(screen.getByLabelText('Unit price, line 1'), '120');
  const tax = screen.getByLabelText('Tax rate (%)');
  await userEvent.clear(tax);
  await userEvent.type(tax, '8.25');
  const discount = screen.getByLabelText('Discount');
  await userEvent.clear(discount);
  await userEvent.type(discount, '5');
  // 360.00 − 5.00 = 355.00; 8.25 % of it is 29.2875, rounded half up to 29.29.
  expect(screen.getByTestId('preview-total')).toHaveTextContent(euro(38_429));
  await userEvent.click(screen.getByRole('button', { name: 'Send invoice' }));
  await waitFor(() =>
    expect(requests.some((r) => r.path === '/api/payments/invoices/i1/send')).toBe(true),
  );
  expect(
    requests.find((r) => r.method === 'POST' && r.path === '/api/payments/invoices')?.body,
  ).toEqual({
    clientIds: ['c1'],
    currency: 'eur',
    lines: [{ description: 'Design', quantity: 3, unitAmount: 12_000 }],
    taxRatePercent: 8.25,
    discountAmount: 500,
    dueDate: '',
    notes: '',
  });
});

it('lists retainers with their amount each period, cancels one and starts another', async () => {
  const retainer = {
    id: 'r1',
    client: { userId: 'c1', name: 'Cleo Client', email: 'c@example.com' },
    currency: 'eur',
    description: 'Care plan',
    amount: 150_000,
    interval: 'month',
    startDate: '2030-01-15',
    status: 'active',
    currentPeriodEnd: '',
    cancelAtPeriodEnd: false,
    createdAt: '',
  };
  const { requests } = renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account({
      connected: true,
      chargesEnabled: true,
      currencies: ['eur'],
      defaultCurrency: 'eur',
    }),
    'GET /api/payments/invoices': {
      status: 200,
      body: { invoices: [], nextCursor: '', totals: [] },
    },
    'GET /api/payments/retainers': { status: 200, body: { retainers: [retainer] } },
    'GET /api/users': {
      status: 200,
      body: {
        users: [userRow('u1', 'Ada Byron', 'admin'), userRow('c1', 'Cleo Client', 'role2')],
        total: 2,
        page: 1,
        page_size: 100,
      },
    },
    'POST /api/payments/retainers/{id}/cancel': {
      status: 200,
      body: { ...retainer, status: 'canceling', cancelAtPeriodEnd: true },
    },
    'POST /api/payments/retainers': { status: 201, body: { ...retainer, id: 'r2' } },
  });
  const table = await screen.findByRole('table', { name: 'Retainers' });
  expect(within(table).getByText(`${euro(150_000)} / month`)).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Cancel Care plan' }));
  await waitFor(() =>
    expect(requests.some((r) => r.path === '/api/payments/retainers/r1/cancel')).toBe(true),
  );
  await userEvent.type(screen.getByLabelText('Retainer description'), 'Hosting');
  await userEvent.type(screen.getByLabelText('Amount each period'), '49.90');
  await userEvent.selectOptions(screen.getByLabelText('Billed'), 'year');
  await userEvent.click(screen.getByRole('button', { name: 'Start retainer' }));
  await waitFor(() =>
    expect(
      requests.find((r) => r.method === 'POST' && r.path === '/api/payments/retainers')?.body,
    ).toEqual({
      clientId: 'c1',
      currency: 'eur',
      description: 'Hosting',
      amount: 4_990,
      interval: 'year',
      startDate: '',
    }),
  );
});
