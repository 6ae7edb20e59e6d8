/**
 * Every tenant-owned store query filters by tenant on its own, not only through row-level
 * security: run here as the harness superuser (whom RLS never restricts), each read of tenant
 * A must still see none of tenant B's rows. RLS stays the second wall (tenancy.int.test.ts).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from '@portico/kit';
import { superuserUrlOf, type MigratedTestDatabase } from '../../../../tooling/test-infra/db';
import {
  provisionWorkspace,
  saveBranding,
  saveCapabilities,
  savePlan,
  startOnboarding,
} from '../../src/domain/onboardingFlow';
import { findMembership, listMembershipsOfTenant } from '../../src/store/memberships';
import { listTenantRoles } from '../../src/store/tenantRoles';
import { tenancyTestDatabase } from '../support';

let test: MigratedTestDatabase;
let db: Database;
let superuser: pg.Client;
let a: { ownerId: string; tenantId: string };
let b: { ownerId: string; tenantId: string };

async function workspace(name: string): Promise<{ ownerId: string; tenantId: string }> {
  const ownerId = randomUUID();
  await startOnboarding(db, ownerId, { companyName: name });
  await savePlan(db, ownerId, { plan: 'pro', adminSeats: 1 });
  await saveBranding(db, ownerId, { subdomain: `${name}-${ownerId.slice(0, 8)}` });
  await saveCapabilities(db, ownerId, {});
  const state = await provisionWorkspace(db, ownerId, `${ownerId}@example.com`);
  return { ownerId, tenantId: state.tenant_id };
}

beforeAll(async () => {
  test = await tenancyTestDatabase();
  db = test.db;
  a = await workspace('filter-a');
  b = await workspace('filter-b');
  superuser = new pg.Client({ connectionString: superuserUrlOf(test) });
  await superuser.connect();
});
afterAll(async () => {
  await superuser?.end();
  await test?.close();
});

// Past row-level security: only the query's own filter keeps other tenants out.
const pastRls = <T>(read: (tx: Queryable) => Promise<T>) => read(superuser as unknown as Queryable);

describe('tenant store queries without row-level security', () => {
  it("list a tenant's members and nobody else's", async () => {
    const members = await pastRls((tx) => listMembershipsOfTenant(tx, a.tenantId));
    expect(members.map((m) => m.user_id)).toEqual([a.ownerId]);
  });

  it("find no membership of another tenant's user", async () => {
    await expect(pastRls((tx) => findMembership(tx, a.tenantId, b.ownerId))).resolves.toBeNull();
    await expect(pastRls((tx) => findMembership(tx, a.tenantId, a.ownerId))).resolves.toMatchObject(
      { user_id: a.ownerId },
    );
  });

  it("list a tenant's own roles only", async () => {
    const roles = await pastRls((tx) => listTenantRoles(tx, a.tenantId));
    expect(roles.map((r) => r.role_key)).toEqual(['admin', 'role1', 'role2', 'role3']);
  });
});
