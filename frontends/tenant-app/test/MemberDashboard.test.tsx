import { screen } from '@testing-library/react';
import type { ScriptedAnswer } from '@portico/frontend-kit/testing/scriptedApi';
import { tenantCatalogue } from '../src/i18n';
import { welcomeText } from '../src/screens/MemberDashboard';
import { adminMe, renderTenantApp } from './harness';

describe('member dashboard', () => {
  beforeAll(() => tenantCatalogue.load('es'));

  it.each([
    ['en', 'Jamie', 'Rivera', 'Welcome back, Jamie Rivera!'],
    ['en', null, null, 'Welcome back!'],
    ['en', '  ', 'Rivera', 'Welcome back, Rivera!'],
    ['es', 'Jamie', 'Rivera', '¡Bienvenido de nuevo, Jamie Rivera!'],
    ['es', null, null, '¡Bienvenido de nuevo!'],
  ] as const)('greets in %s %s %s as "%s"', (locale, first, last, text) => {
    expect(welcomeText(tenantCatalogue.intl(locale), first, last)).toBe(text);
  });
});

// The recent uploads' times ('5s ago', '3 min ago', ...) are the kit's formatTimeAgo, tested in
// frontends/kit/test/format.test.ts.

describe("the member dashboard's greeting", () => {
  it("greets by the session's name before the profile answers, so the banner is painted once", async () => {
    let answerProfile: (answer: ScriptedAnswer) => void = () => undefined;
    const profile = new Promise<ScriptedAnswer>((resolve) => (answerProfile = resolve));
    renderTenantApp('/dashboard/client', {
      'GET /api/me': { status: 200, body: { ...adminMe, role: 'role2' } },
      'GET /api/profile': () => profile,
      'GET /api/files': { status: 200, body: { files: [] } },
      'GET /api/embeds': { status: 200, body: { embeds: [] } },
      'GET /api/tasks/mine': { status: 200, body: { tasks: [], total: 0 } },
      'GET /api/forms/assigned': { status: 200, body: { forms: [] } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Byron!' }),
    ).toBeTruthy();
    answerProfile({ status: 200, body: { first_name: 'Ada', last_name: 'Lovelace' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' }),
    ).toBeTruthy();
  });
});

describe("the member dashboard's introduction", () => {
  it.each([
    ['/dashboard/client', 'role2', 'Your files, forms and tools from your team, all in one place.'],
    [
      '/dashboard/recruitpro',
      'role1',
      "Your files, forms and tools, and your clients' conversations, all in one place.",
    ],
  ] as const)('on %s (%s) reads "%s"', async (page, role, intro) => {
    renderTenantApp(page, {
      'GET /api/me': { status: 200, body: { ...adminMe, role } },
      'GET /api/profile': { status: 200, body: { first_name: 'Ada', last_name: 'Byron' } },
      'GET /api/files': { status: 200, body: { files: [] } },
      'GET /api/embeds': { status: 200, body: { embeds: [] } },
      'GET /api/tasks/mine': { status: 200, body: { tasks: [], total: 0 } },
      'GET /api/forms/assigned': { status: 200, body: { forms: [] } },
    });
    expect(await screen.findByText(intro)).toBeInTheDocument();
  });
});

describe("the member dashboard's tasks", () => {
  it('adds Pay now for an open invoice, in its currency, linking to it', async () => {
    renderTenantApp('/dashboard/client', {
      'GET /api/me': { status: 200, body: { ...adminMe, role: 'role2' } },
      'GET /api/profile': { status: 200, body: { first_name: 'Ada', last_name: 'Byron' } },
      'GET /api/files': { status: 200, body: { files: [] } },
      'GET /api/embeds': { status: 200, body: { embeds: [] } },
      'GET /api/forms/assigned': { status: 200, body: { forms: [] } },
      'GET /api/tasks/mine': { status: 200, body: { tasks: [], total: 0 } },
      'GET /api/payments/my-invoices': {
        status: 200,
        body: {
          invoices: [
            {
              id: 'i9',
              number: 'INV-0009',
              status: 'open',
              overdue: false,
              currency: 'gbp',
              lines: [],
              taxRatePercent: 0,
              discountAmount: 0,
              subtotal: 4_200,
              taxAmount: 0,
              total: 4_200,
              amountDue: 4_200,
              amountPaid: 0,
              amountRefunded: 0,
              platformFee: 0,
              dueDate: '2030-01-01',
              notes: '',
              clients: [],
              createdAt: '',
              sentAt: '',
              paidAt: '',
              disputeStatus: 'none',
              retainerId: '',
              providerInvoiceId: '',
            },
          ],
          nextCursor: '',
          totals: [],
        },
      },
    });
    const amount = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'GBP' }).format(
      42,
    );
    const task = await screen.findByRole('link', {
      name: `Pay now: invoice INV-0009, ${amount}`,
    });
    expect(task.getAttribute('href')).toBe('/invoices/i9');
  });
});
