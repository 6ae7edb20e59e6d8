/**
 * The staff task list under the tenant policies on real PostgreSQL: the store names no tenant
 * in its WHERE clause (the policy does), so it must still keep each tenant to its own tasks
 * and, with thousands of tasks of several tenants, read them by the tenant's index rather than
 * every tenant's rows (content's migration 0009, services/kit/src/db/README.md).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portico/kit';
import { insertTask, listTasks, type NewTask } from '../../src/store/tasks';
import { contentTestDatabase } from '../support';

let database: Awaited<ReturnType<typeof contentTestDatabase>>;
const tenantA = randomUUID();
const tenantB = randomUUID();
const busy = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
/** A tenant among busier ones, as most tenants are: 50 of the table's 6,000-odd tasks. */
const quiet = randomUUID();
const staff = randomUUID();
const WINDOW = { dueFrom: null, dueTo: null, limit: 50, offset: 0 };

const task = (tenantId: string, title: string): NewTask => ({
  id: randomUUID(),
  tenant_id: tenantId,
  title,
  description: '',
  due_on: '2026-12-01',
  link_kind: '',
  link_id: null,
  roles: [],
  created_by: staff,
});

const titlesAs = (tenantId: string) =>
  database.db.tenantTransaction(tenantId, async (tx) =>
    (await listTasks(tx, WINDOW)).tasks.map((row) => row.title),
  );

/** Runs `fn` on a transaction that keeps every statement it was given, to explain them. */
async function statementsOf(
  tenantId: string,
  fn: (db: Queryable) => Promise<unknown>,
): Promise<string[]> {
  return database.db.tenantTransaction(tenantId, async (tx) => {
    const seen: Array<[string, readonly unknown[]]> = [];
    await fn({
      query: (sql, params = []) => {
        seen.push([sql, params]);
        return tx.query(sql, params);
      },
    });
    const plans: string[] = [];
    for (const [sql, params] of seen) {
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  });
}

beforeAll(async () => {
  database = await contentTestDatabase();
  await database.db.tenantTransaction(tenantA, (tx) => insertTask(tx, task(tenantA, 'A task'), []));
  await database.db.tenantTransaction(tenantB, (tx) => insertTask(tx, task(tenantB, 'B task'), []));
  for (const [tenantId, count] of [...busy.map((id) => [id, 1500] as const), [quiet, 50] as const])
    await database.db.tenantTransaction(tenantId, (tx) =>
      tx.query(
        `INSERT INTO tasks (id, tenant_id, title, due_on, created_by)
         SELECT gen_random_uuid(), $1, 'task ' || g, current_date + g % 60, $2
           FROM generate_series(1, $3::int) g`,
        [tenantId, staff, count],
      ),
    );
  await database.db.query('ANALYZE tasks');
});

afterAll(async () => {
  await database?.close();
});

it("lists only the tenant's own tasks and refuses a task written for another tenant", async () => {
  expect(await titlesAs(tenantA)).toEqual(['A task']);
  expect(await titlesAs(tenantB)).toEqual(['B task']);
  await expect(
    database.db.tenantTransaction(tenantA, (tx) => insertTask(tx, task(tenantB, 'planted'), [])),
  ).rejects.toThrow(/row-level security/);
  expect(await titlesAs(tenantB)).toEqual(['B task']);
});

it.each([
  ['unset', null],
  ['empty', ''],
])('lists and writes no task as the tenant role with the tenant %s', async (_, value) => {
  const asTenantRole = <T>(fn: (tx: Queryable) => Promise<T>) =>
    database.db.transaction(async (tx) => {
      if (value !== null) await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [value]);
      await tx.query(`SET LOCAL ROLE ${database.db.tenantRole}`);
      return fn(tx);
    });
  await expect(asTenantRole((tx) => listTasks(tx, WINDOW))).resolves.toEqual({
    tasks: [],
    total: 0,
  });
  await expect(asTenantRole((tx) => insertTask(tx, task(tenantA, 'orphan'), []))).rejects.toThrow(
    /row-level security/,
  );
});

it("reads a tenant's task list and its count by the tenant's index, not every tenant's rows", async () => {
  const plans = await statementsOf(quiet, (tx) => listTasks(tx, WINDOW));
  expect(plans).toHaveLength(2);
  for (const plan of plans) {
    expect(plan).toMatch(
      /Index (Only )?Scan using tasks_due on tasks|Bitmap Index Scan on tasks_due/,
    );
    expect(plan).not.toContain('Seq Scan');
  }
});
