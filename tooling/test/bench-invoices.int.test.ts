/**
 * The invoices `make bench` writes for the payments lists (tooling/bench/invoices.ts) are rows
 * billing reads as its own: on a database migrated as billing migrates it, billing's store
 * lists them newest first, by status and by recipient, and totals them, so the bench measures
 * the real lists rather than queries that find nothing.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { openTestDatabase, type MigratedTestDatabase } from '../test-infra/db';
import { writeInvoices } from '../bench/invoices';
import { invoiceTotalsOf, listInvoices } from '../../services/billing/src/store/clientInvoices';

jest.setTimeout(60_000);

let database: MigratedTestDatabase;
const tenantId = randomUUID();
const other = randomUUID();
const members = ['a', 'b', 'c', 'd'].map((name) => ({
  userId: randomUUID(),
  email: `${name}@bench-invoices.test`,
  tenantId,
}));

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'bench_invoices',
    migrations: [path.join(__dirname, '..', '..', 'services', 'billing', 'migrations')],
  });
  await writeInvoices(database.url, tenantId, members, 2_000);
  await writeInvoices(database.url, other, members, 20);
});
afterAll(() => database?.close());

const today = new Date().toISOString().slice(0, 10);
const list = (filter: { status?: string; recipient?: string }) =>
  database.db.tenantTransaction(tenantId, (tx) =>
    listInvoices(tx, tenantId, {
      status: filter.status ?? '',
      clientId: '',
      ...(filter.recipient ? { recipient: filter.recipient } : {}),
      limit: 50,
      today,
      soon: today,
    }),
  );

it("lists the workspace's invoices newest first, a page at a time, with their clients", async () => {
  const page = await list({});
  expect(page).toHaveLength(50);
  const times = page.map((row) => new Date(row.created_at).getTime());
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(page.every((row) => row.clients[0]?.userId === row.client_ids[0])).toBe(true);
  expect(page.find((row) => row.status === 'paid')).toMatchObject({
    number: expect.stringMatching(/^INV-\d{5}$/),
    lines: [{ description: 'Design retainer', quantity: 1, unitAmount: 150_000, amount: 150_000 }],
  });
});

it('filters by status, and gives each client only the sent invoices addressed to them', async () => {
  const open = await list({ status: 'open' });
  expect(open.length).toBeGreaterThan(0);
  expect(open.every((row) => row.status === 'open')).toBe(true);
  expect((await list({ status: 'draft' })).every((row) => row.number === null)).toBe(true);

  const mine = await list({ recipient: members[1]!.userId });
  expect(mine).toHaveLength(50);
  expect(
    mine.every((row) => row.client_ids[0] === members[1]!.userId && row.status !== 'draft'),
  ).toBe(true);
});

it('totals what is open (a tenth of the 2,000, at 1,500.00 each) and paid, in the workspace only', async () => {
  const totals = await database.db.tenantTransaction(tenantId, (tx) =>
    invoiceTotalsOf(tx, tenantId, today, new Date(Date.UTC(2000, 0, 1))),
  );
  expect(totals).toEqual([
    {
      currency: 'usd',
      outstanding: String(200 * 150_000),
      // Due 30 days after they were written, ten minutes apart: none of 2,000 is late yet.
      overdue: '0',
      paid_this_month: String(1_600 * 150_000),
    },
  ]);
});
