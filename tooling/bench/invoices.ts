/**
 * Data for the client-payments scenarios (issue 29, "Performance": both invoice lists with
 * 50,000 invoices in a workspace). The invoices are written with SQL into billing's database
 * in one statement, as seed.ts writes members: through the API each would be a draft, a send
 * and a hosted invoice on the Stripe double, minutes of work that measure nothing reported.
 * The rows are what sending and paying store (numbered, addressed to one of the workspace's
 * clients through client_invoice_recipients, the clients' list's index), in the mix an agency
 * a few years in would hold: mostly paid, a tenth open (some overdue), a few drafts and voids,
 * one every ten minutes back from now. The workspace's owner reads the agency's list and some
 * of its clients read their own, signed in through the API.
 */
import pg from 'pg';
import { inParallel, signIn, type SignedIn } from './api';
import { BENCH_PASSWORD, type SeededData, type SeededMember } from './seed';

export const BENCH_INVOICES = 50_000;
/** Clients of the workspace signed in to read their own invoices. */
const CLIENT_READERS = 10;

export interface InvoiceReaders {
  /** The workspace's owner, an admin: the agency's list. */
  admin: SignedIn & { tenantId: string };
  /** Clients with invoices in the workspace: their own list. */
  clients: (SignedIn & { tenantId: string })[];
  invoices: number;
}

/** Writes `count` invoices of `tenantId` to `members` (round robin) in billing's database. */
export async function writeInvoices(
  billingUrl: string,
  tenantId: string,
  members: readonly SeededMember[],
  count: number,
): Promise<void> {
  const client = new pg.Client({ connectionString: billingUrl });
  await client.connect();
  try {
    // Billing's tables are under row-level security by app.tenant_id (its migration 0004).
    await client.query(`SELECT set_config('app.tenant_id', $1, false)`, [tenantId]);
    await client.query(
      `INSERT INTO client_invoices
         (id, tenant_id, number, status, currency, lines, subtotal, total, amount_due,
          amount_paid, platform_fee, due_date, client_ids, clients, account_id,
          provider_invoice_id, created_at, sent_at, paid_at)
       SELECT gen_random_uuid(), $1::uuid,
              CASE WHEN s.status = 'draft' THEN NULL ELSE 'INV-' || lpad(g::text, 5, '0') END,
              s.status, 'usd',
              '[{"description":"Design retainer","quantity":1,"unitAmount":150000,"amount":150000}]',
              150000, 150000, 150000,
              CASE WHEN s.status = 'paid' THEN 150000 ELSE 0 END,
              CASE WHEN s.status = 'paid' THEN 1500 ELSE 0 END,
              (s.created + interval '30 days')::date,
              ARRAY[c.id],
              jsonb_build_array(jsonb_build_object('userId', c.id, 'name', 'Bench client', 'email', c.email)),
              'acct_bench',
              CASE WHEN s.status = 'draft' THEN NULL ELSE 'in_bench_' || $1::text || '_' || g END,
              s.created,
              CASE WHEN s.status = 'draft' THEN NULL ELSE s.created END,
              CASE WHEN s.status = 'paid' THEN s.created + interval '3 days' END
         FROM generate_series(1, $2::int) AS g
         CROSS JOIN LATERAL (
           SELECT CASE g % 20 WHEN 0 THEN 'draft' WHEN 1 THEN 'void'
                              WHEN 2 THEN 'open' WHEN 3 THEN 'open' ELSE 'paid' END AS status,
                  now() - g * interval '10 minutes' AS created) AS s
         CROSS JOIN LATERAL (
           SELECT ($3::uuid[])[1 + g % cardinality($3::uuid[])] AS id,
                  ($4::text[])[1 + g % cardinality($4::text[])] AS email) AS c`,
      [tenantId, count, members.map((m) => m.userId), members.map((m) => m.email)],
    );
    await client.query(
      `INSERT INTO client_invoice_recipients (tenant_id, user_id, invoice_id, created_at)
       SELECT tenant_id, client_ids[1], id, created_at FROM client_invoices
        WHERE tenant_id = $1 AND status <> 'draft'`,
      [tenantId],
    );
    await client.query(`INSERT INTO invoice_numbers (tenant_id, last_number) VALUES ($1, $2)`, [
      tenantId,
      count,
    ]);
    // What autovacuum does to a table that has settled: statistics, and the visibility map that
    // lets the totals answer from their indexes alone (billing's migration 0005).
    await client.query('VACUUM ANALYZE client_invoices');
    await client.query('VACUUM ANALYZE client_invoice_recipients');
  } finally {
    await client.end();
  }
}

export async function seedInvoices(
  baseUrl: string,
  billingUrl: string,
  seeded: SeededData,
  concurrency: number,
  count = BENCH_INVOICES,
): Promise<InvoiceReaders> {
  const tenantId = seeded.tenantIds[0] as string;
  const members = seeded.members.filter((m) => m.tenantId === tenantId);
  if (members.length === 0) throw new Error('the first workspace has no members to invoice');
  await writeInvoices(billingUrl, tenantId, members, count);
  const owner = seeded.ownerEmails[0] as string;
  const [admin, ...clients] = await inParallel(
    [owner, ...members.slice(0, CLIENT_READERS).map((m) => m.email)],
    concurrency,
    async (email) => ({ ...(await signIn(baseUrl, email, BENCH_PASSWORD)), tenantId }),
  );
  return { admin: admin!, clients, invoices: count };
}
