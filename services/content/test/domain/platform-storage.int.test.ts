/**
 * Mission Control's Storage figure on real PostgreSQL as the service's non-superuser owner
 * (row-level security on): every tenant's files are summed against the quotas uploads are held
 * to, a tenant on an unlimited plan is counted apart, a tenant's own scoped read still sees only
 * its files, and only a super admin (not one acting as someone) is answered.
 */
import { randomUUID } from 'node:crypto';
import type { CallContext, Database } from '@portico/kit';
import { unaryHandlerOf } from '../../../kit/src/grpc/unary';
import { platformStorageHandlers } from '../../src/grpc/platformStorage';
import { insertFile, storageUsed } from '../../src/store/files';
import { contentTestDatabase } from '../support';

jest.setTimeout(60_000);

let database: Awaited<ReturnType<typeof contentTestDatabase>>;
let db: Database;
const limited = randomUUID();
const unlimited = randomUUID();
const QUOTA = 5_000_000;

beforeAll(async () => {
  database = await contentTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

async function store(tenantId: string, size: number) {
  const id = randomUUID();
  const user = randomUUID();
  await db.tenantTransaction(tenantId, (tx) =>
    insertFile(tx, {
      id,
      tenant_id: tenantId,
      user_id: user,
      uploaded_by: user,
      title: 'File',
      file_name: 'file.png',
      content_type: 'image/png',
      size_bytes: size,
      sha256: 'x'.repeat(64),
      storage_key: `${tenantId}/${user}/${id}-file.png`,
      assigned_roles: [],
      tags: [],
      message: '',
      scan_status: 'not_scanned',
    }),
  );
}

const quotaFor = async (tenantId: string) => (tenantId === limited ? QUOTA : 0);
const ask = (ctx: CallContext) =>
  unaryHandlerOf(platformStorageHandlers({ db, quotaFor }).GetPlatformStorage)!(
    {},
    ctx,
  ) as Promise<{
    used_bytes: string;
    quota_bytes: string;
    file_count: number;
    tenants: number;
    unlimited_tenants: number;
  }>;

const superAdmin: CallContext = { userId: randomUUID(), roles: ['super_admin'] };

it("sums every tenant's files against the limited tenants' quotas, counting unlimited ones apart", async () => {
  await store(limited, 1_000);
  await store(limited, 2_500);
  await store(unlimited, 40_000);

  expect(await ask(superAdmin)).toEqual({
    used_bytes: '43500',
    quota_bytes: String(QUOTA),
    file_count: 3,
    tenants: 2,
    unlimited_tenants: 1,
  });
  // The platform read opens nothing up: a tenant's own read still sees its files alone.
  expect(await db.tenantTransaction(limited, (tx) => storageUsed(tx))).toEqual({
    used: 3_500,
    count: 2,
  });
});

it('refuses a tenant admin and a super admin acting as someone else', async () => {
  const admin: CallContext = { userId: randomUUID(), tenantId: limited, roles: ['admin'] };
  await expect(ask(admin)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  await expect(ask({ ...superAdmin, impersonatorId: randomUUID() })).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
  });
});
