/**
 * A member's file list on real PostgreSQL, under the files policies, beside a workspace that
 * holds thousands of files: it lists their own files and those shared with their roles newest
 * first, each once, and reads them by the tenant's indexes (content's migration 0012) instead
 * of every file of every tenant, which is what the policies' tenant-or-platform-reader OR left
 * the planner without the tenant named (bench/README.md, "Run 4"). The list is a prepared
 * statement, so its generic plan, made once for any tenant and member, is checked as well.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portico/kit';
import { fileListStatement, listFiles, type FileFilter } from '../../src/store/files';
import { contentTestDatabase } from '../support';
import { plansOf } from '../../../../tooling/test-infra/plans';

let database: Awaited<ReturnType<typeof contentTestDatabase>>;
const busy = randomUUID();
const quiet = randomUUID();
const staff = randomUUID();
const member = randomUUID();

/** `count` files of `owner` in `tenantId`, one a minute back from `minutesAgo`. */
async function addFiles(
  tenantId: string,
  owner: string,
  title: string,
  count: number,
  { roles = [] as string[], minutesAgo = 0 } = {},
): Promise<void> {
  await database.db.tenantTransaction(tenantId, (tx) =>
    tx.query(
      `INSERT INTO files (id, tenant_id, user_id, uploaded_by, title, file_name, content_type,
                          size_bytes, sha256, storage_key, scan_status, assigned_roles, created_at)
       SELECT gen_random_uuid(), $1::uuid, $2, $2, $3 || ' ' || g, 'report.pdf',
              'application/pdf', 100, repeat('a', 64), $1::text || '/' || gen_random_uuid(),
              'clean', $4, now() - ($5 + g) * interval '1 minute'
         FROM generate_series(1, $6::int) g`,
      [tenantId, owner, title, roles, minutesAgo, count],
    ),
  );
}

const list = (tenantId: string, filter: Omit<FileFilter, 'tenantId'>) =>
  database.db.tenantTransaction(tenantId, (tx) => listFiles(tx, { tenantId, ...filter }));

beforeAll(async () => {
  database = await contentTestDatabase();
  // The busy workspace: staff's 3,000 files, a few shared with clients, and the member's own.
  await addFiles(busy, staff, 'Staff', 3000, { minutesAgo: 100 });
  await addFiles(busy, staff, 'For clients', 3, { roles: ['client'], minutesAgo: 0 });
  await addFiles(busy, staff, 'For recruiters', 2, { roles: ['recruiter'], minutesAgo: 10 });
  await addFiles(busy, member, 'Mine', 4, { minutesAgo: 3 });
  // Shared with their role and theirs as well: listed once.
  await addFiles(busy, member, 'Mine and shared', 1, { roles: ['client'], minutesAgo: 20 });
  await addFiles(quiet, member, 'Elsewhere', 2);
  await database.db.query('ANALYZE files');
});

afterAll(async () => {
  await database?.close();
});

it('lists a member their own files and those shared with their roles, newest first, once each', async () => {
  const files = await list(busy, { limit: 100, ownerId: member, orRoles: ['client'] });
  expect(files.map((file) => file.title)).toEqual([
    'For clients 1',
    'For clients 2',
    'For clients 3',
    'Mine 1',
    'Mine 2',
    'Mine 3',
    'Mine 4',
    'Mine and shared 1',
  ]);
  // The limit counts both kinds together, newest first.
  const firstFive = await list(busy, { limit: 5, ownerId: member, orRoles: ['client'] });
  expect(firstFive.map((file) => file.title)).toEqual(files.slice(0, 5).map((f) => f.title));
  // Without the roles (the Files tab), their own only; a search narrows both kinds.
  const own = await list(busy, { limit: 100, ownerId: member });
  expect(own.map((file) => file.title)).toEqual([
    'Mine 1',
    'Mine 2',
    'Mine 3',
    'Mine 4',
    'Mine and shared 1',
  ]);
  const searched = await list(busy, {
    limit: 100,
    ownerId: member,
    orRoles: ['client'],
    query: 'shared',
  });
  expect(searched.map((file) => file.title)).toEqual(['Mine and shared 1']);
});

it("lists an admin the tenant's newest files, and no tenant another's", async () => {
  const newest = await list(busy, { limit: 5 });
  expect(newest.map((file) => file.title)).toEqual([
    'For clients 1',
    'For clients 2',
    'For clients 3',
    'Mine 1',
    'Mine 2',
  ]);
  expect((await list(quiet, { limit: 100 })).map((file) => file.title)).toEqual([
    'Elsewhere 1',
    'Elsewhere 2',
  ]);
  // Naming another tenant in the filter does not reach past the policy.
  const crossing = await database.db.tenantTransaction(quiet, (tx) =>
    listFiles(tx, { tenantId: busy, limit: 100 }),
  );
  expect(crossing).toEqual([]);
});

/** Each shape of the list: who asks, the filter, the indexes its plan must read. */
const LIST_SHAPES: [string, Omit<FileFilter, 'tenantId'>, string[]][] = [
  [
    'a member, with their roles',
    { limit: 100, ownerId: member, orRoles: ['client'] },
    ['files_tenant_owner_created', 'files_tenant_shared_created'],
  ],
  ['a member, their own', { limit: 100, ownerId: member }, ['files_tenant_owner_created']],
  ['an admin', { limit: 100 }, ['files_tenant_created']],
];

it.each(LIST_SHAPES)(
  "reads %s by the tenant's indexes, not every file",
  async (_, filter, indexes) => {
    const [plan] = await plansOf(database.db, busy, (tx: Queryable) =>
      listFiles(tx, { tenantId: busy, ...filter }),
    );
    expect(plan).not.toContain('Seq Scan');
    for (const index of indexes) expect(plan).toContain(index);
  },
);

/** The plan PostgreSQL keeps for the prepared list once it stops planning each call anew. */
async function genericPlan(filter: Omit<FileFilter, 'tenantId'>): Promise<string> {
  return database.db.tenantTransaction(busy, async (tx) => {
    await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
    let params: readonly unknown[] = [];
    await listFiles(
      {
        query: (sql, values = [], options) => {
          params = values;
          return tx.query(sql, values, options);
        },
      },
      { tenantId: busy, ...filter },
    );
    // EXECUTE takes its arguments as SQL, not as bound parameters: this test's own values.
    const literal = (value: unknown): string =>
      Array.isArray(value)
        ? `ARRAY[${value.map(literal).join(', ')}]::text[]`
        : typeof value === 'number'
          ? String(value)
          : `'${String(value).replace(/'/g, "''")}'`;
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN EXECUTE "${fileListStatement(filter)}"(${params.map(literal).join(', ')})`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

it.each(LIST_SHAPES)(
  'keeps a generic plan for %s on the same indexes',
  async (_, filter, indexes) => {
    const plan = await genericPlan(filter);
    // Generic: the tenant and the member are parameters in the plan, not this call's values.
    expect(plan).toMatch(/tenant_id = \$1/);
    expect(plan).not.toContain('Seq Scan');
    for (const index of indexes) expect(plan).toContain(index);
  },
);
