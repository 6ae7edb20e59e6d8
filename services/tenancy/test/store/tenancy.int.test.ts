/**
 * Tenancy on real PostgreSQL, connected as the service's own (non-superuser) owner: row-level
 * security keeps tenants apart, provisioning creates tenant, owner and default roles at once,
 * and an invitation is accepted once even when two accepts race.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@portico/kit';
import { resolveAccess } from '../../src/domain/access';
import { acceptInvitation, createInvitation, peekInvitation } from '../../src/domain/invitations';
import { saveBranding, savePlan, startOnboarding } from '../../src/domain/onboardingFlow';
import { listMembershipsOfUser } from '../../src/store/memberships';
import { listTenantRoles } from '../../src/store/tenantRoles';
import { provisionedWorkspace, tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

const workspace = () => provisionedWorkspace(db, 'Company', { plan: 'pro', adminSeats: 2 });

describe('provisioning', () => {
  it('creates the tenant, the owner membership and the default roles together', async () => {
    const { ownerId, tenantId } = await workspace();
    const access = await resolveAccess(db, { userId: ownerId, isSuperAdmin: false });
    expect(access).toMatchObject({ tenant_id: tenantId, effective_role: 'admin' });
    expect(access.memberships).toEqual([
      expect.objectContaining({ tenant_id: tenantId, role: 'owner', status: 'active' }),
    ]);
    const roles = await db.tenantTransaction(tenantId, (tx) => listTenantRoles(tx, tenantId));
    expect(roles.map((r) => r.role_key)).toEqual(['admin', 'role1', 'role2', 'role3']);
  });

  it('refuses a second workspace on a taken subdomain at branding, changing nothing', async () => {
    const userId = randomUUID();
    await startOnboarding(db, userId, { companyName: 'Copycat' });
    await savePlan(db, userId, { plan: 'starter' });
    const first = await workspace();
    const { rows } = await db.query<{ slug: string }>('SELECT slug FROM tenants WHERE id = $1', [
      first.tenantId,
    ]);
    await expect(saveBranding(db, userId, { subdomain: rows[0]?.slug })).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
      message: 'This subdomain is already taken.',
    });
  });
});

describe('row-level security', () => {
  it('a tenant-scoped transaction sees only its own tenant’s memberships and roles', async () => {
    const a = await workspace();
    const b = await workspace();
    const seenFromA = await db.tenantTransaction(a.tenantId, async (tx) => ({
      memberships: await tx.query<{ tenant_id: string }>('SELECT tenant_id FROM memberships'),
      roles: await tx.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id FROM tenant_roles'),
    }));
    expect(seenFromA.memberships.rows.map((r) => r.tenant_id)).toEqual([a.tenantId]);
    expect(seenFromA.roles.rows.map((r) => r.tenant_id)).toEqual([a.tenantId]);
    expect(seenFromA.memberships.rows.map((r) => r.tenant_id)).not.toContain(b.tenantId);
  });

  it('refuses writing a row for another tenant from a tenant-scoped transaction', async () => {
    const a = await workspace();
    const b = await workspace();
    await expect(
      db.tenantTransaction(a.tenantId, (tx) =>
        tx.query(
          `INSERT INTO memberships (tenant_id, user_id, tenant_role, role_key) VALUES ($1, $2, 'admin', 'admin')`,
          [b.tenantId, randomUUID()],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('a user-scoped lookup sees that user’s memberships only', async () => {
    const a = await workspace();
    await workspace();
    const rows = await db.userTransaction(a.ownerId, (tx) =>
      tx.query<{ user_id: string }>('SELECT user_id FROM memberships'),
    );
    expect(rows.rows.map((r) => r.user_id)).toEqual([a.ownerId]);
    expect(
      await db.userTransaction(a.ownerId, (tx) => listMembershipsOfUser(tx, a.ownerId)),
    ).toHaveLength(1);
  });

  it('the tenant header of a tenant the user is not in is refused', async () => {
    const a = await workspace();
    const b = await workspace();
    await expect(
      resolveAccess(db, { userId: a.ownerId, tenantId: b.tenantId, isSuperAdmin: false }),
    ).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(
      resolveAccess(db, { userId: a.ownerId, tenantId: b.tenantId, isSuperAdmin: true }),
    ).resolves.toMatchObject({
      tenant_id: b.tenantId,
      effective_role: 'admin',
    });
  });
});

describe('invitations', () => {
  const invite = (tenantId: string, inviterId: string, email: string) =>
    createInvitation(db, {
      tenantId,
      inviterId,
      inviterIsSuperAdmin: false,
      email,
      role: 'role2',
      signupBaseUrl: 'https://portal.example/signup',
    });
  const tokenOf = (url: string) => new URL(url).searchParams.get('invite') ?? '';

  it('is accepted once under two concurrent accepts', async () => {
    const { ownerId, tenantId } = await workspace();
    const invitation = await invite(tenantId, ownerId, 'race@example.com');
    const userId = randomUUID();
    const results = await Promise.allSettled([
      acceptInvitation(db, {
        token: tokenOf(invitation.signup_url),
        userId,
        email: 'race@example.com',
      }),
      acceptInvitation(db, {
        token: tokenOf(invitation.signup_url),
        userId,
        email: 'race@example.com',
      }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const access = await resolveAccess(db, { userId, isSuperAdmin: false });
    expect(access).toMatchObject({ tenant_id: tenantId, effective_role: 'role2' });
  });

  it('proves the address only when its link went by email alone, never when the inviter was shown it', async () => {
    const { ownerId, tenantId } = await workspace();
    const mailed = await invite(tenantId, ownerId, 'mailed@example.com');
    const shown = await createInvitation(db, {
      tenantId,
      inviterId: ownerId,
      inviterIsSuperAdmin: false,
      email: 'shown@example.com',
      role: 'role2',
      signupBaseUrl: 'https://portal.example/signup',
      showLink: true,
    });
    expect(await peekInvitation(db, tokenOf(mailed.signup_url))).toMatchObject({
      proves_email: true,
    });
    expect(await peekInvitation(db, tokenOf(shown.signup_url))).toMatchObject({
      proves_email: false,
    });
    const accepted = await acceptInvitation(db, {
      token: tokenOf(shown.signup_url),
      userId: randomUUID(),
      email: 'shown@example.com',
    });
    expect(accepted.proves_email).toBe(false);
  });

  it('is bound to the invited email', async () => {
    const { ownerId, tenantId } = await workspace();
    const invitation = await invite(tenantId, ownerId, 'bound@example.com');
    await expect(
      acceptInvitation(db, {
        token: tokenOf(invitation.signup_url),
        userId: randomUUID(),
        email: 'other@example.com',
      }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('is refused after it expired', async () => {
    const { ownerId, tenantId } = await workspace();
    const invitation = await invite(tenantId, ownerId, 'late@example.com');
    await db.tenantTransaction(tenantId, (tx) =>
      tx.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        invitation.id,
      ]),
    );
    await expect(
      acceptInvitation(db, {
        token: tokenOf(invitation.signup_url),
        userId: randomUUID(),
        email: 'late@example.com',
      }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This invitation is invalid or has expired.',
    });
  });

  it('cannot be created by a plain member', async () => {
    const { ownerId, tenantId } = await workspace();
    const invitation = await invite(tenantId, ownerId, 'plain@example.com');
    const memberId = randomUUID();
    await acceptInvitation(db, {
      token: tokenOf(invitation.signup_url),
      userId: memberId,
      email: 'plain@example.com',
    });
    await expect(invite(tenantId, memberId, 'x@example.com')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });

  it('cannot be created by someone outside the tenant', async () => {
    const { tenantId } = await workspace();
    await expect(invite(tenantId, randomUUID(), 'x@example.com')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });
});
