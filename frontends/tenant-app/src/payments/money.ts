import { defineMessages, type Intl as Messages } from '../i18n';

/** An amount in minor units as a person reads it in its own currency (issue 29: every amount). */
export const formatMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency: (currency || 'usd').toUpperCase(),
  }).format(minor / 100);

/** "99.50" → 9950; undefined for anything that is not an amount with at most two decimals. */
export const toMinor = (value: string): number | undefined => {
  const text = value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
};

/** 9950 → "99.50", 12000 → "120": how a person would type the amount back in. */
export const fromMinor = (minor: number): string =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

/** Sends the browser to Stripe's page (or the sandbox's); kept apart so tests can watch it. */
export const leaveFor = { go: (url: string) => window.location.assign(url) };

const STATUS = defineMessages({
  draft: { id: 'payments.status.draft' },
  open: { id: 'payments.status.open' },
  paid: { id: 'payments.status.paid' },
  void: { id: 'payments.status.void' },
  uncollectible: { id: 'payments.status.uncollectible' },
  overdue: { id: 'payments.status.overdue' },
  refunded: { id: 'payments.status.refunded' },
});

/** An invoice's status as its reader says it: overdue and refunded before the stored status. */
export function statusLabel(
  intl: Messages,
  invoice: { status: string; overdue: boolean; amountRefunded: number },
): string {
  if (invoice.overdue) return intl.formatMessage(STATUS.overdue);
  if (invoice.status === 'paid' && invoice.amountRefunded > 0)
    return intl.formatMessage(STATUS.refunded);
  const known = STATUS[invoice.status as keyof typeof STATUS];
  return known ? intl.formatMessage(known) : invoice.status;
}
