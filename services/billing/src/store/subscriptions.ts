/**
 * Subscriptions, one per tenant: read and written inside the tenant's transaction, except the
 * platform-wide reads (revenue, the super admin's lists) the service's own user may make.
 */
import type { Queryable } from '@portico/kit';

export interface SubscriptionRow {
  tenant_id: string;
  plan: string;
  billing_interval: string;
  seats_purchased: number;
  status: string;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  current_period_end: Date | null;
  provider_event_created: Date | null;
}

export async function findSubscription(
  db: Queryable,
  tenantId: string,
): Promise<SubscriptionRow | undefined> {
  const { rows } = await db.query<SubscriptionRow>(
    'SELECT * FROM subscriptions WHERE tenant_id = $1',
    [tenantId],
  );
  return rows[0];
}

/** A tenant with no row yet is on starter with one seat (what onboarding gives for free). */
export async function ensureSubscription(
  db: Queryable,
  tenantId: string,
): Promise<SubscriptionRow> {
  await db.query(
    `INSERT INTO subscriptions (tenant_id, plan) VALUES ($1, 'starter') ON CONFLICT DO NOTHING`,
    [tenantId],
  );
  return (await findSubscription(db, tenantId))!;
}

export async function updateSubscription(
  db: Queryable,
  tenantId: string,
  change: Partial<Omit<SubscriptionRow, 'tenant_id'>>,
): Promise<void> {
  const entries = Object.entries(change).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  await db.query(
    `UPDATE subscriptions SET ${sets.join(', ')}, updated_at = now() WHERE tenant_id = $1`,
    [tenantId, ...entries.map(([, value]) => value)],
  );
}

/** The listed tenants' subscriptions (every tenant's when none is listed), for the console. */
export async function listSubscriptions(
  db: Queryable,
  tenantIds: readonly string[],
): Promise<SubscriptionRow[]> {
  const { rows } = await db.query<SubscriptionRow>(
    tenantIds.length
      ? 'SELECT * FROM subscriptions WHERE tenant_id::text = ANY($1)'
      : 'SELECT * FROM subscriptions',
    tenantIds.length ? [tenantIds] : [],
  );
  return rows;
}

/** Every subscription not cancelled, across tenants (platform revenue). */
export async function liveSubscriptions(db: Queryable): Promise<SubscriptionRow[]> {
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT * FROM subscriptions WHERE status NOT IN ('canceled')`,
  );
  return rows;
}
