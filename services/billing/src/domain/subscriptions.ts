/**
 * What a workspace has bought, as its billing page, the other services and the console read
 * it: a tenant with no row yet is on starter with one seat (store/subscriptions.ts).
 */
import type { Database } from '@portico/kit';
import { entitlementsOf, PLAN_ENTITLEMENTS, type PlanEntitlements } from '@portico/rules';
import { latestInvoices, type InvoiceRow } from '../store/invoices';
import {
  ensureSubscription,
  listSubscriptions,
  type SubscriptionRow,
} from '../store/subscriptions';

export interface BillingSummary {
  subscription: SubscriptionRow;
  /** Seats the plan includes without extra charge. */
  includedSeats: number;
  /** The ten newest invoices. */
  invoices: InvoiceRow[];
}

export function billingSummary(db: Database, tenantId: string): Promise<BillingSummary> {
  return db.tenantTransaction(tenantId, async (tx) => {
    const subscription = await ensureSubscription(tx, tenantId);
    const invoices = await latestInvoices(tx, tenantId);
    return {
      subscription,
      includedSeats: entitlementsOf(subscription.plan)?.includedSeats ?? 1,
      invoices,
    };
  });
}

/** What the plan entitles the workspace to; a plan unknown here entitles as starter does. */
export function entitlementsOfSubscription(row: Pick<SubscriptionRow, 'plan'>): PlanEntitlements {
  return entitlementsOf(row.plan) ?? PLAN_ENTITLEMENTS.starter;
}

export async function tenantEntitlements(
  db: Database,
  tenantId: string,
): Promise<{ subscription: SubscriptionRow; entitlements: PlanEntitlements }> {
  const subscription = await db.tenantTransaction(tenantId, (tx) =>
    ensureSubscription(tx, tenantId),
  );
  return { subscription, entitlements: entitlementsOfSubscription(subscription) };
}

/** The console's view: the listed tenants' subscriptions, or every tenant's. */
export const subscriptionsOf = (db: Database, tenantIds: readonly string[]) =>
  listSubscriptions(db, tenantIds);
