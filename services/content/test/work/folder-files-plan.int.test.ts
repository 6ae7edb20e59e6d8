/**
 * A folder's files under the files policies on real PostgreSQL, as the service's non-superuser
 * owner: each tenant lists only its own, nothing without a tenant, and the policies read their
 * settings once a statement rather than once a row (content's migration 0011), which is what a
 * folder's total of thousands of files paid for.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portico/kit';
import { folderFiles, insertFolder } from '../../src/store/folders';
import { contentTestDatabase } from '../support';
import { plansOf } from '../../../../tooling/test-infra/plans';

let database: Awaited<ReturnType<typeof contentTestDatabase>>;
const acme = randomUUID();
const globex = randomUUID();
const staff = randomUUID();
let acmeFolder: string;
const PAGE = { limit: 50, offset: 0 };

async function folderWithFiles(tenantId: string, count: number): Promise<string> {
  const id = randomUUID();
  await database.db.tenantTransaction(tenantId, async (tx) => {
    await insertFolder(tx, {
      id,
      tenant_id: tenantId,
      parent_id: null,
      name: `Reports ${id.slice(0, 6)}`,
      owner_user_id: null,
      roles: [],
      created_by: staff,
    });
    await tx.query(
      `INSERT INTO files (id, tenant_id, user_id, uploaded_by, title, file_name, content_type,
                          size_bytes, sha256, storage_key, scan_status, folder_id, created_at)
       SELECT gen_random_uuid(), $1::uuid, $2, $2, 'Report ' || g, 'report.pdf', 'application/pdf',
              100, repeat('a', 64), $1::text || '/' || gen_random_uuid(), 'clean', $3,
              now() - g * interval '1 minute'
         FROM generate_series(1, $4::int) g`,
      [tenantId, staff, id, count],
    );
  });
  return id;
}

beforeAll(async () => {
  database = await contentTestDatabase();
  acmeFolder = await folderWithFiles(acme, 3000);
  await folderWithFiles(globex, 500);
  await database.db.query('ANALYZE files, folders');
});

afterAll(async () => {
  await database?.close();
});

it("lists a folder's files and their total to its own tenant only", async () => {
  const own = await database.db.tenantTransaction(acme, (tx) =>
    folderFiles(tx, acme, acmeFolder, PAGE),
  );
  expect(own.total).toBe(3000);
  expect(own.files.map((file) => file.title).slice(0, 2)).toEqual(['Report 1', 'Report 2']);
  // Another tenant naming the folder, even with acme's id in the query, sees none of it.
  const other = await database.db.tenantTransaction(globex, (tx) =>
    folderFiles(tx, acme, acmeFolder, PAGE),
  );
  expect(other).toEqual({ files: [], total: 0 });
});

it.each([
  ['unset', null],
  ['empty', ''],
])('lists and writes no file as the tenant role with the tenant %s', async (_, value) => {
  const asTenantRole = <T>(fn: (tx: Queryable) => Promise<T>) =>
    database.db.transaction(async (tx) => {
      if (value !== null) await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [value]);
      await tx.query(`SET LOCAL ROLE ${database.db.tenantRole}`);
      return fn(tx);
    });
  await expect(asTenantRole((tx) => folderFiles(tx, acme, acmeFolder, PAGE))).resolves.toEqual({
    files: [],
    total: 0,
  });
  await expect(
    asTenantRole((tx) =>
      tx.query(
        `INSERT INTO files (id, tenant_id, user_id, uploaded_by, title, file_name, content_type,
                            size_bytes, sha256, storage_key, scan_status)
         VALUES ($1, $2, $3, $3, 't', 't.pdf', 'application/pdf', 1, $4, $5, 'clean')`,
        [randomUUID(), acme, staff, 'a'.repeat(64), `${acme}/${randomUUID()}`],
      ),
    ),
  ).rejects.toThrow(/row-level security/);
});

it('reads the tenant and platform settings once a statement, not once a file', async () => {
  const plans = await plansOf(database.db, acme, (tx) => folderFiles(tx, acme, acmeFolder, PAGE));
  expect(plans).toHaveLength(2);
  for (const plan of plans) {
    expect(plan).toContain('InitPlan');
    // A per-row filter may compare with the InitPlan's value, never call current_setting.
    expect(plan).not.toMatch(/Filter: .*current_setting/);
  }
});
