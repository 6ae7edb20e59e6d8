/**
 * The staff task list under the tenant policies on real PostgreSQL: the store names no tenant
 * in its WHERE clause (the policy does), so it must still keep each tenant to its own tasks
 * and, with thousands of tasks of several tenants, read them by the tenant's index rather than
 * every tenant's rows (content's migration 0009, services/kit/src/db/README.md); its total
 * comes from the count kept by migration 0010's triggers.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portico/kit';
import {
  deleteTask,
  insertTask,
  listTasks,
  type NewTask,
  type TaskWindow,
} from '../../src/store/tasks';
import { contentTestDatabase } from '../support';
import { plansOf } from '../../../../tooling/test-infra/plans';

let database: Awaited<ReturnType<typeof contentTestDatabase>>;
const tenantA = randomUUID();
const tenantB = randomUUID();
const busy = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
/** A tenant among busier ones, as most tenants are: 50 of the table's 6,000-odd tasks. */
const quiet = randomUUID();
const staff = randomUUID();
const WINDOW: TaskWindow = { dueFrom: null, dueTo: null, limit: 50, offset: 0 };

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

it("reads a tenant's task list by the tenant's index and its total from the kept count", async () => {
  const [page, total] = await plansOf(database.db, quiet, (tx) => listTasks(tx, WINDOW));
  expect(page).toMatch(
    /Index (Only )?Scan using tasks_due on tasks|Bitmap Index Scan on tasks_due/,
  );
  expect(page).not.toContain('Seq Scan');
  // Migration 0010: one row of task_totals, whatever the tenant's number of tasks.
  expect(total).toContain('task_totals');
  expect(total).not.toMatch(/ on tasks\b/);
});

it('keeps each total right as tasks are added and removed, one by one or in bulk', async () => {
  const totalOf = (tenantId: string, window = WINDOW) =>
    database.db.tenantTransaction(tenantId, async (tx) => (await listTasks(tx, window)).total);
  const counted = (tenantId: string) =>
    database.db.tenantTransaction(tenantId, async (tx) => {
      const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM tasks');
      return rows[0]!.n;
    });
  const tenant = randomUUID();
  expect(await totalOf(tenant)).toBe(0);
  const one = task(tenant, 'one');
  await database.db.tenantTransaction(tenant, (tx) => insertTask(tx, one, []));
  await database.db.tenantTransaction(tenant, (tx) =>
    tx.query(
      `INSERT INTO tasks (id, tenant_id, title, due_on, created_by)
       SELECT gen_random_uuid(), $1, 'bulk ' || g, DATE '2027-01-01' + g, $2
         FROM generate_series(1, 30) g`,
      [tenant, staff],
    ),
  );
  expect(await totalOf(tenant)).toBe(31);
  await database.db.tenantTransaction(tenant, (tx) => deleteTask(tx, one.id));
  await database.db.tenantTransaction(tenant, (tx) =>
    tx.query(`DELETE FROM tasks WHERE title IN ('bulk 1', 'bulk 2', 'bulk 3')`),
  );
  expect(await totalOf(tenant)).toBe(27);
  expect(await totalOf(tenant)).toBe(await counted(tenant));
  // A window still counts what falls in it.
  expect(await totalOf(tenant, { ...WINDOW, dueFrom: '2027-01-25', dueTo: '2027-01-31' })).toBe(7);
  // Nobody else's total moved, and a rolled-back insert counts for nothing.
  expect(await totalOf(quiet)).toBe(50);
  await expect(
    database.db.tenantTransaction(tenant, async (tx) => {
      await insertTask(tx, task(tenant, 'undone'), []);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await totalOf(tenant)).toBe(27);
});
