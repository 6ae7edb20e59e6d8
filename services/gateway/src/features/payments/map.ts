/** Billing's client-payments messages in their HTTP shapes (schemas.ts). */
import type { z } from 'zod';
import type { billingV1 } from '@portico/proto';
import type {
  ClientInvoiceListSchema,
  ClientInvoiceSchema,
  PaymentsAccountSchema,
  PaymentsVolumeSchema,
  RetainerSchema,
} from './schemas';

/** gRPC's int64 arrives as a string (proto/src/options.ts). */
const int = (value: string | number) => Number(value);
/** Hundredths of a percent as a percent: 825 → 8.25. */
const percent = (bps: number) => bps / 100;

export const toAccount = (
  a: billingV1.PaymentsAccount__Output,
): z.input<typeof PaymentsAccountSchema> => ({
  allowed: a.allowed,
  available: a.available,
  connected: a.connected,
  accountId: a.account_id,
  accountType: a.account_type,
  detailsSubmitted: a.details_submitted,
  chargesEnabled: a.charges_enabled,
  payoutsEnabled: a.payouts_enabled,
  requirementsDue: a.requirements_due,
  defaultCurrency: a.default_currency,
  currencies: a.currencies,
  country: a.country,
  platformFeePercent: percent(a.platform_fee_bps),
});

const toPerson = (p: billingV1.ClientInvoiceClient__Output | null) => ({
  userId: p?.user_id ?? '',
  name: p?.name ?? '',
  email: p?.email ?? '',
});

export const toInvoice = (
  i: billingV1.ClientInvoice__Output,
): z.input<typeof ClientInvoiceSchema> => ({
  id: i.id,
  number: i.number,
  status: i.status,
  overdue: i.overdue,
  currency: i.currency,
  lines: i.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitAmount: int(line.unit_amount),
    amount: int(line.amount),
  })),
  taxRatePercent: percent(i.tax_rate_bps),
  discountAmount: int(i.discount_amount),
  subtotal: int(i.subtotal),
  taxAmount: int(i.tax_amount),
  total: int(i.total),
  amountDue: int(i.amount_due),
  amountPaid: int(i.amount_paid),
  amountRefunded: int(i.amount_refunded),
  platformFee: int(i.platform_fee),
  dueDate: i.due_date,
  notes: i.notes,
  clients: i.clients.map(toPerson),
  createdAt: i.created_at,
  sentAt: i.sent_at,
  paidAt: i.paid_at,
  disputeStatus: i.dispute_status,
  retainerId: i.retainer_id,
  providerInvoiceId: i.provider_invoice_id,
});

export const toInvoiceList = (
  list: billingV1.ListClientInvoicesResponse__Output,
): z.input<typeof ClientInvoiceListSchema> => ({
  invoices: list.invoices.map(toInvoice),
  nextCursor: list.next_cursor,
  totals: list.totals.map((t) => ({
    currency: t.currency,
    outstanding: int(t.outstanding),
    overdue: int(t.overdue),
    paidThisMonth: int(t.paid_this_month),
  })),
});

export const toRetainer = (r: billingV1.Retainer__Output): z.input<typeof RetainerSchema> => ({
  id: r.id,
  client: toPerson(r.client),
  currency: r.currency,
  description: r.description,
  amount: int(r.amount),
  interval: r.interval,
  startDate: r.start_date,
  status: r.status,
  currentPeriodEnd: r.current_period_end,
  cancelAtPeriodEnd: r.cancel_at_period_end,
  createdAt: r.created_at,
});

export const toVolume = (
  v: billingV1.PaymentsVolume__Output,
): z.input<typeof PaymentsVolumeSchema> => ({
  connectedAccounts: v.connected_accounts,
  currencies: v.currencies.map((c) => ({
    currency: c.currency,
    volume: int(c.volume),
    platformFees: int(c.platform_fees),
    payments: c.payments,
    refunded: int(c.refunded),
  })),
});
