/**
 * Mission Control's Client Payments (issue 29): each currency's volume, platform fees and
 * refunds in that currency, never added across currencies, and the connected agencies.
 */
import { screen, within } from '@testing-library/react';
import { renderConsole } from './support/renderConsole';

const fmt = (minor: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(minor / 100);

it('shows each currency’s volume and platform fees in that currency', async () => {
  renderConsole('/super', {
    'GET /api/super/payments-volume': {
      status: 200,
      body: {
        connectedAccounts: 3,
        currencies: [
          { currency: 'eur', volume: 1_234_500, platformFees: 12_345, payments: 4, refunded: 0 },
          { currency: 'usd', volume: 50_000, platformFees: 500, payments: 1, refunded: 5_000 },
        ],
      },
    },
  });
  const card = screen.getByRole('region', { name: 'Client Payments' });
  expect(
    await within(card).findByText(/3 agencies with a connected Stripe account/),
  ).toBeInTheDocument();
  const table = within(card).getByRole('table');
  expect(within(table).getByText(fmt(1_234_500, 'EUR'))).toBeInTheDocument();
  expect(within(table).getByText(fmt(12_345, 'EUR'))).toBeInTheDocument();
  expect(within(table).getByText(fmt(5_000, 'USD'))).toBeInTheDocument();
});
