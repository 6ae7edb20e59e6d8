/**
 * The kit's 0004 migration on a real server: `kit_tenant_policies_by_uuid()` turns policies
 * that cast tenant_id to text into the uuid comparison, so a tenant's list uses the
 * (tenant_id, ...) index, and isolation holds as before (services/kit/src/db/README.md).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { openTestDatabase, type MigratedTestDatabase } from '../../../../tooling/test-infra/db';

const OLD_POLICIES = path.join(__dirname, 'migrations', 'old-tenant-policies');
const NEW_FORM =
  "(tenant_id = (NULLIF(current_setting('app.tenant_id'::text, true), ''::text))::uuid)";

let database: MigratedTestDatabase;
const tenantA = randomUUID();
const tenantB = randomUUID();
const others = [randomUUID(), randomUUID(), randomUUID()];

const titlesAs = (tenantId: string) =>
  database.db.tenantTransaction(tenantId, async (tx) => {
    const { rows } = await tx.query<{ title: string }>('SELECT title FROM tasks ORDER BY title');
    return rows.map((row) => row.title);
  });

const planAs = (tenantId: string, sql: string) =>
  database.db.tenantTransaction(tenantId, async (tx) => {
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'kit_policies',
    migrations: [OLD_POLICIES],
    asServiceUser: true,
  });
  await database.db.tenantTransaction(tenantA, (tx) =>
    tx.query(`INSERT INTO tasks (tenant_id, title) VALUES ($1, 'A task')`, [tenantA]),
  );
  await database.db.tenantTransaction(tenantB, (tx) =>
    tx.query(`INSERT INTO tasks (tenant_id, title) VALUES ($1, 'B task')`, [tenantB]),
  );
  // A few thousand rows of several tenants, so the planner has a reason to pick the index.
  for (const tenantId of others)
    await database.db.tenantTransaction(tenantId, (tx) =>
      tx.query(
        `INSERT INTO tasks (tenant_id, title, created_at)
         SELECT $1, 'task ' || g, now() - g * interval '1 minute' FROM generate_series(1, 1500) g`,
        [tenantId],
      ),
    );
  await database.db.query('ANALYZE tasks');
});

afterAll(async () => {
  await database?.close();
});

it('rewrites both old-form policies and leaves the pruning policy as it was', async () => {
  const { rows } = await database.db.query<{
    policyname: string;
    qual: string;
    with_check: string | null;
  }>(`SELECT policyname, qual, with_check FROM pg_policies WHERE tablename = 'tasks'
       ORDER BY policyname`);
  expect(rows).toEqual([
    {
      policyname: 'old_task_pruning',
      qual: expect.stringContaining("COALESCE(current_setting('app.tenant_id'::text, true)"),
      with_check: null,
    },
    { policyname: 'tenant_isolation', qual: NEW_FORM, with_check: NEW_FORM },
    { policyname: 'tenant_reads', qual: NEW_FORM, with_check: null },
  ]);
});

it('keeps each tenant to its own rows and refuses a row written for another tenant', async () => {
  expect(await titlesAs(tenantA)).toEqual(['A task']);
  expect(await titlesAs(tenantB)).toEqual(['B task']);
  await expect(
    database.db.tenantTransaction(tenantA, (tx) =>
      tx.query(`INSERT INTO tasks (tenant_id, title) VALUES ($1, 'planted')`, [tenantB]),
    ),
  ).rejects.toThrow(/row-level security/);
  expect(await titlesAs(tenantB)).toEqual(['B task']);
});

it.each([
  ['unset', null],
  ['empty', ''],
])('sees and writes nothing as the tenant role with the tenant setting %s', async (_, value) => {
  const asTenantRole = (sql: string, params: unknown[] = []) =>
    database.db.transaction(async (tx) => {
      if (value !== null) await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [value]);
      await tx.query(`SET LOCAL ROLE ${database.db.tenantRole}`);
      return tx.query(sql, params);
    });
  await expect(asTenantRole('SELECT * FROM tasks')).resolves.toMatchObject({ rows: [] });
  await expect(
    asTenantRole(`INSERT INTO tasks (tenant_id, title) VALUES ($1, 'orphan')`, [tenantA]),
  ).rejects.toThrow(/row-level security/);
});

it("reads a tenant's newest tasks through the tenant_id index, not a scan of every tenant", async () => {
  const plan = await planAs(others[0]!, 'SELECT * FROM tasks ORDER BY created_at DESC LIMIT 50');
  expect(plan).toContain('Index Scan using tasks_by_tenant');
  expect(plan).not.toContain('Seq Scan');
});

it('refuses to rewrite a policy whose tenant_id is not a uuid, naming it', async () => {
  await expect(
    database.db.transaction(async (tx) => {
      await tx.exec(`
        CREATE TABLE labels (tenant_id varchar(36) NOT NULL, name text NOT NULL);
        CREATE POLICY tenant_isolation ON labels
          USING (tenant_id::text = current_setting('app.tenant_id', true));
      `);
      await tx.query('SELECT kit_tenant_policies_by_uuid()');
    }),
  ).rejects.toThrow(
    /policy tenant_isolation on labels: tenant_id is character varying\(36\), not uuid/,
  );
});
