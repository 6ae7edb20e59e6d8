/**
 * The platform console's side of tenancy on real PostgreSQL: only a super admin (never an
 * impersonation) lists tenants; the counts are the tenant's own; the platform-reader scope
 * reads every tenant's members but writes none; and a suspended tenant gives its members no
 * access while a super admin still enters it.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@portico/kit';
import { ACCESS_MESSAGES, resolveAccess } from '../../src/domain/access';
import { createInvitation } from '../../src/domain/invitations';
import {
  provisionWorkspace,
  saveBranding,
  saveCapabilities,
  savePlan,
  startOnboarding,
} from '../../src/domain/onboardingFlow';
import {
  createPlatformInvitation,
  getTenant,
  listTenants,
  listUsersWorkspaces,
  setTenantStatus,
  slugOf,
} from '../../src/domain/platformTenants';
import { tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

let counter = 0;
async function workspace(name: string): Promise<{ ownerId: string; tenantId: string }> {
  counter += 1;
  const ownerId = randomUUID();
  await startOnboarding(db, ownerId, { companyName: name });
  await savePlan(db, ownerId, { plan: 'pro', adminSeats: 1 });
  await saveBranding(db, ownerId, { subdomain: `plat-${counter}-${ownerId.slice(0, 6)}` });
  await saveCapabilities(db, ownerId, {});
  const state = await provisionWorkspace(db, ownerId, `owner${counter}@example.com`);
  return { ownerId, tenantId: state.tenant_id };
}

const SUPER = { actorId: randomUUID(), isSuperAdmin: true };

describe('platform tenants', () => {
  it('are listed to super admins only, never to an impersonation', async () => {
    await expect(
      listTenants(db, { actorId: randomUUID(), isSuperAdmin: false }, {}),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(
      listTenants(db, { ...SUPER, impersonatorId: randomUUID() }, {}),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it("count the tenant's own owners and members, not its open invitations", async () => {
    const name = `Counted ${randomUUID().slice(0, 8)}`;
    const w = await workspace(name);
    await createInvitation(db, {
      tenantId: w.tenantId,
      inviterId: w.ownerId,
      inviterIsSuperAdmin: false,
      email: `invitee${counter}@example.com`,
      role: 'role2',
      signupBaseUrl: 'https://portal.example/signup',
    });
    const { items, total } = await listTenants(db, SUPER, { q: name });
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ id: w.tenantId, name, seats_used: 1, members_count: 1 });
  });

  it('lets the platform-reader scope read every tenant’s members but write none', async () => {
    const a = await workspace('Reader A');
    const b = await workspace('Reader B');
    const seen = await db.scopedTransaction(
      { settings: { platform_reader: 'super_admin' } },
      (tx) =>
        tx.query<{ tenant_id: string }>(
          'SELECT tenant_id FROM memberships WHERE tenant_id = ANY($1)',
          [[a.tenantId, b.tenantId]],
        ),
    );
    expect(seen.rows.map((r) => r.tenant_id).sort()).toEqual([a.tenantId, b.tenantId].sort());
    await expect(
      db.scopedTransaction({ settings: { platform_reader: 'super_admin' } }, (tx) =>
        tx.query(
          `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key) VALUES ($1, $2, 'admin', 'admin')`,
          [a.tenantId, randomUUID()],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
    // A tenant's own scope still sees only that tenant.
    const own = await db.tenantTransaction(a.tenantId, (tx) =>
      tx.query<{ tenant_id: string }>(
        'SELECT tenant_id FROM memberships WHERE tenant_id = ANY($1)',
        [[a.tenantId, b.tenantId]],
      ),
    );
    expect(own.rows.map((r) => r.tenant_id)).toEqual([a.tenantId]);
  });
});

describe('a suspended tenant', () => {
  it('refuses its members, is skipped as their default tenant, and still admits super admins', async () => {
    const w = await workspace('Suspended Co');
    await setTenantStatus(db, SUPER, { tenantId: w.tenantId, status: 'suspended', reason: 'x' });

    await expect(
      resolveAccess(db, { userId: w.ownerId, tenantId: w.tenantId, isSuperAdmin: false }),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      message: ACCESS_MESSAGES.tenantSuspended,
    });
    const first = await resolveAccess(db, { userId: w.ownerId, isSuperAdmin: false });
    expect(first.tenant_id).toBe('');
    expect(first.effective_role).toBe('client');
    await expect(
      resolveAccess(db, { userId: SUPER.actorId, tenantId: w.tenantId, isSuperAdmin: true }),
    ).resolves.toMatchObject({ tenant_id: w.tenantId, effective_role: 'admin' });

    await setTenantStatus(db, SUPER, { tenantId: w.tenantId, status: 'active' });
    await expect(
      resolveAccess(db, { userId: w.ownerId, tenantId: w.tenantId, isSuperAdmin: false }),
    ).resolves.toMatchObject({ tenant_id: w.tenantId, effective_role: 'admin' });
  });

  it('refuses an unknown status and changes nothing', async () => {
    const w = await workspace('Status Co');
    await expect(
      setTenantStatus(db, SUPER, { tenantId: w.tenantId, status: 'deleted' }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const { items } = await listTenants(db, SUPER, { q: 'Status Co' });
    expect(items.find((t) => t.id === w.tenantId)?.status).toBe('active');
  });
});

describe('slugs', () => {
  it('follow docs/product.md §5: lowercase, non-alphanumerics to a hyphen, trimmed', () => {
    expect(slugOf('  Nova Holdings, Inc. ')).toBe('nova-holdings-inc');
    expect(slugOf('--Acme__Studio--')).toBe('acme-studio');
  });
});

describe('a tenant created from the console', () => {
  const invite = (name: string, bypassBilling: boolean) =>
    createPlatformInvitation(db, SUPER, {
      tenantId: '',
      email: `${slugOf(name)}@example.com`,
      role: '',
      signupBaseUrl: 'http://localhost:8080',
      newTenant: { name, slug: '', tier: 'advanced', seatsTotal: 4 },
      bypassBilling,
    });

  it('gets its tier and seats outright only with Bypass Billing', async () => {
    const bypassed = await invite(`Bypassed ${randomUUID().slice(0, 6)}`, true);
    expect((await getTenant(db, SUPER, bypassed.tenant_id)).tenant).toMatchObject({
      tier: 'advanced',
      seats_total: 4,
    });
  });

  it('starts on starter with one seat without it, for its owner to buy the plan', async () => {
    const unpaid = await invite(`Unpaid ${randomUUID().slice(0, 6)}`, false);
    expect((await getTenant(db, SUPER, unpaid.tenant_id)).tenant).toMatchObject({
      tier: 'starter',
      seats_total: 1,
    });
  });
});

describe('the workspaces of people a console search found', () => {
  it('name each tenant and the role by that tenant’s own label', async () => {
    const a = await workspace('Labelled A');
    const b = await workspace('Labelled B');
    await db.tenantTransaction(a.tenantId, (tx) =>
      tx.query(`UPDATE tenant_roles SET role_label = 'Partner' WHERE role_key = 'admin'`),
    );
    const stranger = randomUUID();
    const { workspaces } = await listUsersWorkspaces(db, SUPER, [a.ownerId, b.ownerId, stranger]);
    expect(workspaces).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_id: a.ownerId,
          tenant_id: a.tenantId,
          tenant_name: 'Labelled A',
          role_key: 'admin',
          role_label: 'Partner',
          status: 'active',
        }),
        expect.objectContaining({
          user_id: b.ownerId,
          tenant_name: 'Labelled B',
          role_label: 'Admin',
        }),
      ]),
    );
    expect(workspaces.filter((w) => w.user_id === stranger)).toEqual([]);
  });

  it('are read by super admins only, for 1 to 100 well-formed ids', async () => {
    const ids = [randomUUID()];
    for (const actor of [
      { actorId: randomUUID(), isSuperAdmin: false },
      { ...SUPER, impersonatorId: randomUUID() },
    ])
      await expect(listUsersWorkspaces(db, actor, ids)).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
      });
    await expect(listUsersWorkspaces(db, SUPER, [])).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    await expect(listUsersWorkspaces(db, SUPER, tooMany)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    await expect(listUsersWorkspaces(db, SUPER, ['not-a-user'])).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'A user id is not valid',
    });
  });
});
