/**
 * What an admin does with one invoice on Payments (issue 29), against the scripted gateway:
 * void an open one and refund a paid one after confirming (the list shows the new status, a
 * refusal is shown in the dialog and nothing changes), change a draft in the editor it was
 * written in, send one invoice to two clients, and download an invoice's PDF (admin and client).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTenantApp, userRow } from './harness';

const account = {
  status: 200,
  body: {
    allowed: true,
    available: true,
    connected: true,
    accountId: 'acct_1',
    accountType: 'express',
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    requirementsDue: [],
    defaultCurrency: 'eur',
    currencies: ['eur', 'usd'],
    country: 'IE',
    platformFeePercent: 1,
  },
};

const invoice = (over: Record<string, unknown> = {}) => ({
  id: 'i1',
  number: 'INV-0001',
  status: 'open',
  overdue: false,
  currency: 'eur',
  lines: [{ description: 'Design', quantity: 2, unitAmount: 9_950, amount: 19_900 }],
  taxRatePercent: 10,
  discountAmount: 0,
  subtotal: 19_900,
  taxAmount: 1_990,
  total: 21_890,
  amountDue: 21_890,
  amountPaid: 0,
  amountRefunded: 0,
  platformFee: 0,
  dueDate: '2030-01-31',
  notes: 'Thanks',
  clients: [{ userId: 'c1', name: 'Cleo Client', email: 'c@example.com' }],
  createdAt: '',
  sentAt: '',
  paidAt: '',
  disputeStatus: 'none',
  retainerId: '',
  providerInvoiceId: 'in_1',
  ...over,
});

const people = {
  status: 200,
  body: {
    users: [
      userRow('u1', 'Ada Byron', 'admin'),
      userRow('c1', 'Cleo Client', 'role2'),
      userRow('c2', 'Dan Client', 'role2'),
    ],
    total: 3,
    page: 1,
    page_size: 100,
  },
};

const euro = (minor: number) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** The invoice list as the server holds it, changed by the routes a test scripts. */
function listOf(invoices: ReturnType<typeof invoice>[]) {
  return () => ({ status: 200, body: { invoices, nextCursor: '', totals: [] } });
}

it('voids an open invoice after asking, and the list shows it void', async () => {
  let held = [invoice()];
  const { requests } = renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account,
    'GET /api/payments/retainers': { status: 200, body: { retainers: [] } },
    'GET /api/users': people,
    'GET /api/payments/invoices': () => listOf(held)(),
    'POST /api/payments/invoices/{id}/void': () => {
      held = [invoice({ status: 'void' })];
      return { status: 200, body: held[0] };
    },
  });
  const table = await screen.findByRole('table', { name: 'Invoices' });
  expect(within(table).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Void INV-0001' }));
  const dialog = await screen.findByRole('dialog', { name: 'Void invoice INV-0001?' });
  // Keep it closes without voiding; Void invoice voids.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.some((r) => r.path.endsWith('/void'))).toBe(false);
  await userEvent.click(within(table).getByRole('button', { name: 'Void INV-0001' }));
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Void invoice' }),
  );
  expect(await screen.findByText('Invoice INV-0001 voided')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'Invoices' })).getByText('Void'),
    ).toBeInTheDocument(),
  );
  expect(screen.queryByRole('button', { name: 'Void INV-0001' })).not.toBeInTheDocument();
  expect(requests.filter((r) => r.path === '/api/payments/invoices/i1/void')).toHaveLength(1);
});

it('refunds a paid invoice in full, and shows billing’s refusal in the dialog', async () => {
  let held = [invoice({ status: 'paid', amountPaid: 21_890, amountDue: 0 })];
  let refusals = 1;
  renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account,
    'GET /api/payments/retainers': { status: 200, body: { retainers: [] } },
    'GET /api/users': people,
    'GET /api/payments/invoices': () => listOf(held)(),
    'POST /api/payments/invoices/{id}/refund': () => {
      if (refusals-- > 0)
        return {
          status: 409,
          body: { error: 'This invoice was already refunded', code: 'refunded' },
        };
      held = [{ ...held[0]!, amountRefunded: 21_890 }];
      return { status: 200, body: held[0] };
    },
  });
  const table = await screen.findByRole('table', { name: 'Invoices' });
  expect(within(table).queryByRole('button', { name: /^Void/ })).not.toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Refund INV-0001' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund invoice INV-0001?' });
  expect(dialog).toHaveTextContent(`${euro(21_890)} goes back to the client's card in full.`);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund invoice' }));
  expect(
    await within(dialog).findByText('Failed to refund invoice: This invoice was already refunded'),
  ).toBeInTheDocument();
  expect(within(table).getByText('Paid')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Refund invoice' }));
  expect(await screen.findByText('Invoice INV-0001 refunded')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'Invoices' })).getByText('Refunded'),
    ).toBeInTheDocument(),
  );
  expect(screen.queryByRole('button', { name: 'Refund INV-0001' })).not.toBeInTheDocument();
});

it('changes a draft in the editor, filled with what it holds, and saves it', async () => {
  const draft = invoice({ id: 'd1', number: '', status: 'draft' });
  const { requests } = renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account,
    'GET /api/payments/retainers': { status: 200, body: { retainers: [] } },
    'GET /api/users': people,
    'GET /api/payments/invoices': listOf([draft]),
    'PUT /api/payments/invoices/{id}': ({ body }) => ({
      status: 200,
      body: { ...draft, ...(body as object) },
    }),
  });
  const table = await screen.findByRole('table', { name: 'Invoices' });
  await userEvent.click(
    within(table).getByRole('button', { name: 'Edit the draft for Cleo Client' }),
  );
  const editor = await screen.findByRole('form', { name: 'Edit draft invoice' });
  expect(within(editor).getByRole('checkbox', { name: 'Cleo Client' })).toBeChecked();
  expect(within(editor).getByLabelText('Unit price, line 1')).toHaveValue('99.50');
  expect(within(editor).getByTestId('preview-total')).toHaveTextContent(euro(21_890));
  const quantity = within(editor).getByLabelText('Quantity, line 1');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '3');
  await userEvent.click(within(editor).getByRole('checkbox', { name: 'Dan Client' }));
  await userEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Edit draft invoice' })).not.toBeInTheDocument();
  expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
    path: '/api/payments/invoices/d1',
    body: {
      clientIds: ['c1', 'c2'],
      currency: 'eur',
      lines: [{ description: 'Design', quantity: 3, unitAmount: 9_950 }],
      taxRatePercent: 10,
      discountAmount: 0,
      dueDate: '2030-01-31',
      notes: 'Thanks',
    },
  });
  expect(requests.some((r) => r.method === 'POST' && r.path === '/api/payments/invoices')).toBe(
    false,
  );
});

it('asks for a client before sending, then sends one invoice to two clients', async () => {
  const { requests } = renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account,
    'GET /api/payments/retainers': { status: 200, body: { retainers: [] } },
    'GET /api/users': people,
    'GET /api/payments/invoices': listOf([]),
    'POST /api/payments/invoices': { status: 201, body: invoice({ status: 'draft', number: '' }) },
    'POST /api/payments/invoices/{id}/send': { status: 200, body: invoice() },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
  const editor = await screen.findByRole('form', { name: 'New invoice' });
  await userEvent.type(within(editor).getByLabelText('Description, line 1'), 'Audit');
  await userEvent.type(within(editor).getByLabelText('Unit price, line 1'), '500');
  await userEvent.click(within(editor).getByRole('button', { name: 'Send invoice' }));
  expect(await within(editor).findByRole('alert')).toHaveTextContent('Please choose a client');
  expect(requests.some((r) => r.method === 'POST' && r.path.startsWith('/api/payments/'))).toBe(
    false,
  );
  await userEvent.click(within(editor).getByRole('checkbox', { name: 'Cleo Client' }));
  await userEvent.click(within(editor).getByRole('checkbox', { name: 'Dan Client' }));
  expect(editor).toHaveTextContent('2 clients chosen');
  await userEvent.click(within(editor).getByRole('button', { name: 'Send invoice' }));
  expect(await screen.findByText('Invoice INV-0001 sent')).toBeInTheDocument();
  expect(
    requests.find((r) => r.method === 'POST' && r.path === '/api/payments/invoices')?.body,
  ).toMatchObject({ clientIds: ['c1', 'c2'] });
});

describe('Download PDF', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads an invoice’s PDF from the agency’s list', async () => {
    const { requests } = renderTenantApp('/dashboard/admin/payments', {
      'GET /api/payments/account': account,
      'GET /api/payments/retainers': { status: 200, body: { retainers: [] } },
      'GET /api/users': people,
      'GET /api/payments/invoices': listOf([invoice()]),
      'GET /api/payments/invoices/{id}/pdf': { status: 200, body: '%PDF-1.7' },
    });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await userEvent.click(within(table).getByRole('button', { name: 'Download PDF of INV-0001' }));
    await waitFor(() => expect(saved).toEqual(['INV-0001.pdf']));
    expect(requests.some((r) => r.path === '/api/payments/invoices/i1/pdf')).toBe(true);
  });

  it('lets a client download their invoice, and says so when it cannot be had', async () => {
    renderTenantApp('/invoices', {
      'GET /api/payments/my-invoices': listOf([
        invoice(),
        invoice({ id: 'i2', number: 'INV-0002', status: 'paid' }),
      ]),
      'GET /api/payments/invoices/{id}/pdf': ({ path }) =>
        path.includes('i2')
          ? { status: 404, body: { error: 'Invoice not found', code: 'not_found' } }
          : { status: 200, body: '%PDF-1.7' },
    });
    const table = await screen.findByRole('table', { name: 'Your invoices' });
    await userEvent.click(within(table).getByRole('button', { name: 'Download PDF of INV-0001' }));
    await waitFor(() => expect(saved).toEqual(['INV-0001.pdf']));
    await userEvent.click(within(table).getByRole('button', { name: 'Download PDF of INV-0002' }));
    expect(
      await screen.findByText('Failed to download the PDF: Invoice not found'),
    ).toBeInTheDocument();
    expect(saved).toEqual(['INV-0001.pdf']);
  });
});

it('after billing refuses to send a new invoice, sending again changes and sends that same draft', async () => {
  let sends = 0;
  const { requests } = renderTenantApp('/dashboard/admin/payments', {
    'GET /api/payments/account': account,
    'GET /api/payments/retainers': { status: 200, body: { retainers: [] } },
    'GET /api/users': people,
    'GET /api/payments/invoices': listOf([]),
    'POST /api/payments/invoices': { status: 201, body: invoice({ status: 'draft', number: '' }) },
    'PUT /api/payments/invoices/{id}': {
      status: 200,
      body: invoice({ status: 'draft', number: '' }),
    },
    'POST /api/payments/invoices/{id}/send': () =>
      sends++ === 0
        ? {
            status: 400,
            body: { error: 'Choose a due date before sending the invoice', code: 'invalid' },
          }
        : { status: 200, body: invoice() },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'New invoice' }));
  const editor = await screen.findByRole('form', { name: 'New invoice' });
  await userEvent.click(within(editor).getByRole('checkbox', { name: 'Cleo Client' }));
  await userEvent.type(within(editor).getByLabelText('Description, line 1'), 'Audit');
  await userEvent.type(within(editor).getByLabelText('Unit price, line 1'), '500');
  await userEvent.click(within(editor).getByRole('button', { name: 'Send invoice' }));
  expect(
    await within(editor).findByText(
      'The draft was saved but could not be sent: Choose a due date before sending the invoice',
    ),
  ).toBeInTheDocument();
  await userEvent.type(within(editor).getByLabelText('Due date'), '2030-01-31');
  await userEvent.click(within(editor).getByRole('button', { name: 'Send invoice' }));
  expect(await screen.findByText('Invoice INV-0001 sent')).toBeInTheDocument();
  const writes = requests.filter(
    (r) => r.method !== 'GET' && r.path.startsWith('/api/payments/invoices'),
  );
  expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
    'POST /api/payments/invoices',
    'POST /api/payments/invoices/i1/send',
    'PUT /api/payments/invoices/i1',
    'POST /api/payments/invoices/i1/send',
  ]);
  expect(writes[2]?.body).toMatchObject({ dueDate: '2030-01-31' });
});
