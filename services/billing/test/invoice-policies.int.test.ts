/**
 * The client invoices under their policies on real PostgreSQL, as the service's non-superuser
 * owner: a tenant's list and totals hold only its own invoices, none without a tenant, and the
 * policies read the tenant once a statement rather than once an invoice (billing's migration
 * 0007), which is what the totals over thousands of open and paid invoices paid for.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Queryable } from '@portico/kit';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { plansOf } from '../../../tooling/test-infra/plans';
import { invoiceTotalsOf, listInvoices, type ListFilter } from '../src/store/clientInvoices';

let database: MigratedTestDatabase;
const acme = randomUUID();
const globex = randomUUID();
const client = randomUUID();
const TODAY = '2026-11-28';
const MONTH = new Date('2026-11-01T00:00:00Z');
const ALL: ListFilter = { status: '', clientId: '', limit: 20, today: TODAY, soon: '2026-12-05' };

/** `count` invoices of `tenantId`, alternately open and paid this month, each to `client`. */
async function invoices(tenantId: string, count: number, amount: number) {
  await database.db.tenantTransaction(tenantId, async (tx) => {
    await tx.query(
      `INSERT INTO client_invoices (id, tenant_id, number, status, currency, total, amount_due,
                                    amount_paid, due_date, client_ids, created_at, paid_at)
       SELECT gen_random_uuid(), $1::uuid, 'INV-' || g, s.status, 'usd', $3::bigint, $3::bigint,
              CASE WHEN s.status = 'paid' THEN $3::bigint ELSE 0 END, DATE '2026-12-15', ARRAY[$2::uuid],
              now() - g * interval '1 minute',
              CASE WHEN s.status = 'paid' THEN TIMESTAMPTZ '2026-11-10' END
         FROM generate_series(1, $4::int) g,
              LATERAL (SELECT CASE WHEN g % 2 = 0 THEN 'paid' ELSE 'open' END AS status) s`,
      [tenantId, client, amount, count],
    );
    await tx.query(
      `INSERT INTO client_invoice_recipients (tenant_id, user_id, invoice_id, created_at)
       SELECT tenant_id, $1, id, created_at FROM client_invoices`,
      [client],
    );
  });
}

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'billing_invoice_policies',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
  await invoices(acme, 2000, 100);
  await invoices(globex, 300, 7);
  await database.db.query('ANALYZE client_invoices, client_invoice_recipients');
});

afterAll(() => database?.close());

it("lists and adds up a tenant's own invoices only", async () => {
  const [list, totals, mine] = await database.db.tenantTransaction(acme, async (tx) => [
    await listInvoices(tx, acme, ALL),
    await invoiceTotalsOf(tx, acme, TODAY, MONTH),
    await listInvoices(tx, acme, { ...ALL, recipient: client }),
  ]);
  expect(list).toHaveLength(20);
  expect(mine).toHaveLength(20);
  expect(totals).toEqual([
    { currency: 'usd', outstanding: '100000', overdue: '0', paid_this_month: '100000' },
  ]);
  // Another tenant asking with acme's id in the query gets nothing of acme's.
  const [other, otherTotals] = await database.db.tenantTransaction(globex, async (tx) => [
    await listInvoices(tx, acme, ALL),
    await invoiceTotalsOf(tx, acme, TODAY, MONTH),
  ]);
  expect(other).toEqual([]);
  expect(otherTotals).toEqual([]);
});

it.each([
  ['unset', null],
  ['empty', ''],
])('lists and writes no invoice as the tenant role with the tenant %s', async (_, value) => {
  const asTenantRole = <T>(fn: (tx: Queryable) => Promise<T>) =>
    database.db.transaction(async (tx) => {
      if (value !== null) await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [value]);
      await tx.query(`SET LOCAL ROLE ${database.db.tenantRole}`);
      return fn(tx);
    });
  await expect(asTenantRole((tx) => listInvoices(tx, acme, ALL))).resolves.toEqual([]);
  await expect(
    asTenantRole((tx) =>
      tx.query(
        `INSERT INTO client_invoices (id, tenant_id, currency, client_ids)
         VALUES ($1, $2, 'usd', ARRAY[$3::uuid])`,
        [randomUUID(), acme, client],
      ),
    ),
  ).rejects.toThrow(/row-level security/);
});

it('reads the tenant once a statement, not once an invoice', async () => {
  const plans = await plansOf(database.db, acme, async (tx) => {
    await listInvoices(tx, acme, ALL);
    await listInvoices(tx, acme, { ...ALL, recipient: client });
    await invoiceTotalsOf(tx, acme, TODAY, MONTH);
  });
  expect(plans).toHaveLength(3);
  for (const plan of plans) {
    expect(plan).toContain('InitPlan');
    expect(plan).not.toMatch(/Filter: .*current_setting/);
  }
});
