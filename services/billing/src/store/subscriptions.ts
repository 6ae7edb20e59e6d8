/** Subscriptions and invoices, always read and written inside a tenant's transaction. */
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

export interface InvoiceRow {
  id: string;
  created_at: Date;
  amount_cents: number;
  status: string;
  hosted_invoice_url: string;
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

export async function upsertInvoice(
  db: Queryable,
  tenantId: string,
  invoice: InvoiceRow,
  eventCreated: Date,
): Promise<void> {
  // A late, older event about the same invoice must not undo a newer status.
  await db.query(
    `INSERT INTO invoices
       (id, tenant_id, created_at, amount_cents, status, hosted_invoice_url, provider_event_created)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET
       status = EXCLUDED.status, amount_cents = EXCLUDED.amount_cents,
       hosted_invoice_url = EXCLUDED.hosted_invoice_url,
       provider_event_created = EXCLUDED.provider_event_created
     WHERE invoices.provider_event_created <= EXCLUDED.provider_event_created`,
    [
      invoice.id,
      tenantId,
      invoice.created_at,
      invoice.amount_cents,
      invoice.status,
      invoice.hosted_invoice_url,
      eventCreated,
    ],
  );
}

export async function latestInvoices(db: Queryable, tenantId: string): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT id, created_at, amount_cents, status, hosted_invoice_url FROM invoices
      WHERE tenant_id = $1 ORDER BY created_at DESC, id DESC LIMIT 10`,
    [tenantId],
  );
  return rows;
}
