/** Billing's messages in their HTTP shapes (schemas.ts). */
import type { z } from 'zod';
import type { billingV1 } from '@portico/proto';
import type { RevenueSchema, SandboxCheckoutSchema, SummarySchema } from './schemas';

export const toSummary = (
  summary: billingV1.BillingSummary__Output,
): z.input<typeof SummarySchema> => ({
  plan: summary.plan,
  interval: summary.interval,
  status: summary.status,
  seatsPurchased: summary.seats_purchased,
  seatsIncluded: summary.seats_included,
  currentPeriodEnd: summary.current_period_end,
  invoices: summary.invoices.map((invoice) => ({
    id: invoice.id,
    createdAt: invoice.created_at,
    amountCents: invoice.amount_cents,
    amountUsd: (invoice.amount_cents / 100).toFixed(2),
    status: invoice.status,
    hostedInvoiceUrl: invoice.hosted_invoice_url,
  })),
});

export const toSandboxCheckout = (
  s: billingV1.SandboxCheckout__Output,
): z.input<typeof SandboxCheckoutSchema> => ({
  sessionId: s.session_id,
  purpose: s.purpose,
  plan: s.plan,
  seats: s.seats,
  amountCents: s.amount_cents,
  status: s.status,
  cancelUrl: s.cancel_url,
});

export const toRevenue = (revenue: billingV1.Revenue__Output): z.input<typeof RevenueSchema> => ({
  mrrCents: Number(revenue.mrr_cents),
  planMix: revenue.plan_mix,
  seatsSold: revenue.seats_sold,
  failedPayments: revenue.failed_payments,
});
