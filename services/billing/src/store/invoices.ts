/** Invoices of a tenant's billing history, kept as the provider's events describe them. */
import type { Queryable } from '@portico/kit';

export interface InvoiceRow {
  id: string;
  created_at: Date;
  amount_cents: number;
  status: string;
  hosted_invoice_url: string;
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

/** Invoices still open (a payment failed) across tenants, for platform revenue. */
export async function countOpenInvoices(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM invoices WHERE status = 'open'`,
  );
  return Number(rows[0]?.count ?? 0);
}
