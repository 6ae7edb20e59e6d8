import { screen } from '@testing-library/react';
import type { ScriptedAnswer } from '@portico/frontend-kit/testing/scriptedApi';
import { welcomeText } from '../src/screens/MemberDashboard';
import { relativeTime } from '../src/relativeTime';
import { adminMe, renderTenantApp } from './harness';

describe('member dashboard', () => {
  it.each([
    ['Jamie', 'Rivera', 'Welcome back, Jamie Rivera!'],
    [null, null, 'Welcome back!'],
    ['  ', 'Rivera', 'Welcome back, Rivera!'],
  ])('greets %s %s as "%s"', (first, last, text) => {
    expect(welcomeText(first, last)).toBe(text);
  });
});

describe('recent uploads times', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it.each([
    ['2026-01-10T11:59:55Z', '5s ago'],
    ['2026-01-10T11:57:00Z', '3 min ago'],
    ['2026-01-10T10:00:00Z', '2 hr ago'],
    ['2026-01-06T12:00:00Z', '4d ago'],
  ])('%s reads %s', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });
});

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
