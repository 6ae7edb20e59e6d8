/** Billing's messages in their HTTP shapes (schemas.ts). */
import type { z } from 'zod';
import type { billingV1, tenancyV1 } from '@portico/proto';
import { entitlementsOf } from '@portico/rules';

const numberOrNull = (limit: number | 'unlimited' | undefined) =>
  typeof limit === 'number' ? limit : null;
import type { RevenueSchema, SandboxCheckoutSchema, SummarySchema } from './schemas';

export interface Usage {
  clients_count: number;
  team_count: number;
}

/**
 * Who counts against the plan, as tenancy counts them when it enforces the limits
 * (countClientSeats): clients are the non-admin members and the open invitations to a
 * non-admin role; the team is the owner and the admins.
 */
export function usageOf(
  members: readonly Pick<tenancyV1.Member__Output, 'role'>[],
  invitations: readonly Pick<tenancyV1.OpenInvitation__Output, 'role'>[],
): Usage {
  return {
    clients_count:
      members.filter((m) => m.role === 'member').length +
      invitations.filter((i) => i.role === 'member').length,
    team_count: members.filter((m) => m.role !== 'member').length,
  };
}

export const toSummary = (
  summary: billingV1.BillingSummary__Output,
  usage: Usage,
): z.input<typeof SummarySchema> => ({
  plan: summary.plan,
  interval: summary.interval,
  status: summary.status,
  seatsPurchased: summary.seats_purchased,
  seatsIncluded: summary.seats_included,
  currentPeriodEnd: summary.current_period_end,
  usage: {
    ...usage,
    clients_limit: numberOrNull(entitlementsOf(summary.plan)?.clientLimit),
    team_limit: summary.seats_included + summary.seats_purchased,
  },
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
