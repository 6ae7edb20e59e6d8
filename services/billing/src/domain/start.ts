/**
 * A subscription started without checkout: the free starter plan, or any plan when a super
 * admin created the tenant with "Bypass Billing" (status bypassed: no payment, no MRR). Used by
 * StartSubscription and by the consumer of tenancy's tenant created event.
 */
import type { Tx } from '@portico/kit';
import { isPlanKey, MIN_ADMIN_SEATS } from '@portico/rules';
import {
  ensureSubscription,
  findSubscription,
  updateSubscription,
  type SubscriptionRow,
} from '../store/subscriptions';
import { publishChanges } from './webhooks';

export interface StartRequest {
  tenantId: string;
  plan: string;
  seats: number;
  bypassBilling: boolean;
}

export async function startSubscription(tx: Tx, req: StartRequest): Promise<SubscriptionRow> {
  // Only "Bypass Billing" starts a paid plan without payment; otherwise starter, and a paid
  // plan is reached through checkout and its webhook.
  const plan = req.bypassBilling && isPlanKey(req.plan) ? req.plan : 'starter';
  const before = await findSubscription(tx, req.tenantId);
  const row = await ensureSubscription(tx, req.tenantId);
  await updateSubscription(tx, req.tenantId, {
    plan,
    status: req.bypassBilling ? 'bypassed' : row.status,
    seats_purchased: Math.max(MIN_ADMIN_SEATS, Number.isInteger(req.seats) ? req.seats : 1),
  });
  const after = (await findSubscription(tx, req.tenantId))!;
  await publishChanges(tx, before ?? { plan: '', seats_purchased: 0 }, after);
  return after;
}
