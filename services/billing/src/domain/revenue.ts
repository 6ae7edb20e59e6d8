/**
 * The platform's revenue figures for the super console: MRR from every live subscription
 * (a bypassed one pays nothing), how many tenants are on each plan, seats sold, and the
 * invoices whose payment failed and is still open.
 */
import type { Database } from '@portico/kit';
import { countOpenInvoices } from '../store/invoices';
import { liveSubscriptions, type SubscriptionRow } from '../store/subscriptions';
import { monthlyCents } from './checkout';
import type { Interval } from './plan-catalog';

export interface Revenue {
  mrrCents: number;
  planMix: { plan: string; tenants: number }[];
  seatsSold: number;
  failedPayments: number;
}

export function revenueOf(
  subscriptions: readonly Pick<
    SubscriptionRow,
    'plan' | 'seats_purchased' | 'status' | 'billing_interval'
  >[],
  failedPayments: number,
): Revenue {
  const mix = new Map<string, number>();
  let mrr = 0;
  let seats = 0;
  for (const row of subscriptions) {
    mix.set(row.plan, (mix.get(row.plan) ?? 0) + 1);
    seats += row.seats_purchased;
    if (row.status !== 'bypassed') {
      mrr += monthlyCents(row.plan, row.seats_purchased, row.billing_interval as Interval);
    }
  }
  return {
    mrrCents: mrr,
    planMix: [...mix].map(([plan, tenants]) => ({ plan, tenants })),
    seatsSold: seats,
    failedPayments,
  };
}

export async function platformRevenue(db: Database): Promise<Revenue> {
  const subscriptions = await liveSubscriptions(db);
  return revenueOf(subscriptions, await countOpenInvoices(db));
}
