/**
 * Tenant administration of members on real PostgreSQL: only the tenant's admins change a
 * member's role, suspend or remove them; the owner and the acting admin themselves are out
 * of reach; a suspended member has no access until reactivated; and every change is announced
 * in the same transaction, which is what lets gateways drop their cached access at once.
 */
import { randomUUID } from 'node:crypto';
import { encodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import { resolveAccess } from '../../src/domain/access';
import { acceptInvitation, createInvitation } from '../../src/domain/invitations';
import {
  changeMemberRole,
  removeMember,
  setMembershipStatus,
  type MemberChange,
} from '../../src/domain/members';
import { followBillingEvents } from '../../src/events/billing';
import { provisionedWorkspace, tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

let counter = 0;
/** A workspace on pro with two admin seats paid (provisioning starts on starter's one). */
async function workspace() {
  const provisioned = await provisionedWorkspace(db, 'Members', { plan: 'pro', adminSeats: 2 });
  const paid = (message: object) =>
    followBillingEvents(db)({
      payload: encodeEvent('portico.events.v1.SubscriptionEvent', {
        tenant_id: provisioned.tenantId,
        ...message,
      } as never),
    } as IncomingEvent);
  await paid({
    plan_changed: { old_plan: 'starter', new_plan: 'pro', interval: 'monthly', features: [] },
  });
  await paid({ seats_changed: { old_seats: 1, new_seats: 2 } });
  return provisioned;
}

async function member(tenantId: string, inviterId: string, role: string): Promise<string> {
  counter += 1;
  const email = `member${counter}@example.com`;
  const invitation = await createInvitation(db, {
    tenantId,
    inviterId,
    inviterIsSuperAdmin: false,
    email,
    role,
    signupBaseUrl: 'https://portal.example/signup',
  });
  const userId = randomUUID();
  const token = new URL(invitation.signup_url).searchParams.get('invite') ?? '';
  await acceptInvitation(db, { token, userId, email });
  return userId;
}

const by = (tenantId: string, actorId: string, userId: string): MemberChange => ({
  tenantId,
  actorId,
  actorIsSuperAdmin: false,
  userId,
});

const roleOf = async (userId: string, tenantId: string) =>
  (await resolveAccess(db, { userId, tenantId, isSuperAdmin: false })).effective_role;

/** Event types tenancy wrote to its outbox for `userId` (the membership topic). */
async function announced(userId: string): Promise<string[]> {
  const { rows } = await db.query<{ event_type: string }>(
    `SELECT event_type FROM outbox
      WHERE topic = 'portico.tenancy.membership.v1' AND position(convert_to($1, 'UTF8') IN payload) > 0
      ORDER BY id`,
    [userId],
  );
  return rows.map((r) => r.event_type);
}

describe('changing a member’s role', () => {
  it('gives the member the new role and announces role_changed', async () => {
    const { ownerId, tenantId } = await workspace();
    const userId = await member(tenantId, ownerId, 'role2');
    const view = await changeMemberRole(db, { ...by(tenantId, ownerId, userId), role: 'role1' });
    expect(view).toMatchObject({ tenant_id: tenantId, role: 'member', role_key: 'role1' });
    expect(await roleOf(userId, tenantId)).toBe('role1');
    expect(await announced(userId)).toEqual(['accepted', 'role_changed']);
  });

  it("refuses a role that is not one of the tenant's roles, with the spec's message", async () => {
    const { ownerId, tenantId } = await workspace();
    const userId = await member(tenantId, ownerId, 'role2');
    await expect(
      changeMemberRole(db, { ...by(tenantId, ownerId, userId), role: 'wizard' }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Invalid role "wizard". Please use one of: admin, role1, role2, role3',
    });
    expect(await roleOf(userId, tenantId)).toBe('role2');
  });

  it('is refused to a member who is not an admin, changing nothing', async () => {
    const { ownerId, tenantId } = await workspace();
    const client = await member(tenantId, ownerId, 'role2');
    const other = await member(tenantId, ownerId, 'role2');
    await expect(
      changeMemberRole(db, { ...by(tenantId, client, other), role: 'admin' }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(await roleOf(other, tenantId)).toBe('role2');
  });

  it("never touches the owner's membership, nor the acting admin's own", async () => {
    const { ownerId, tenantId } = await workspace();
    const admin = await member(tenantId, ownerId, 'admin');
    await expect(
      changeMemberRole(db, { ...by(tenantId, admin, ownerId), role: 'role3' }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'owner_membership' });
    await expect(
      changeMemberRole(db, { ...by(tenantId, admin, admin), role: 'role3' }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'own_membership' });
  });

  it('answers not found for a user of another tenant (row-level security)', async () => {
    const a = await workspace();
    const b = await workspace();
    const inB = await member(b.tenantId, b.ownerId, 'role2');
    await expect(
      changeMemberRole(db, { ...by(a.tenantId, a.ownerId, inB), role: 'role1' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    expect(await roleOf(inB, b.tenantId)).toBe('role2');
  });
});

describe('suspending and removing a member', () => {
  it('a suspended member has no access until reactivated', async () => {
    const { ownerId, tenantId } = await workspace();
    const userId = await member(tenantId, ownerId, 'role2');
    await setMembershipStatus(db, { ...by(tenantId, ownerId, userId), status: 'suspended' });
    await expect(
      resolveAccess(db, { userId, tenantId, isSuperAdmin: false }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await setMembershipStatus(db, { ...by(tenantId, ownerId, userId), status: 'active' });
    expect(await roleOf(userId, tenantId)).toBe('role2');
    expect(await announced(userId)).toEqual(['accepted', 'status_changed', 'status_changed']);
  });

  it('refuses a status other than active or suspended', async () => {
    const { ownerId, tenantId } = await workspace();
    const userId = await member(tenantId, ownerId, 'role2');
    await expect(
      setMembershipStatus(db, { ...by(tenantId, ownerId, userId), status: 'banned' }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });

  it('a removed member has no access and the removal is announced', async () => {
    const { ownerId, tenantId } = await workspace();
    const userId = await member(tenantId, ownerId, 'role2');
    await removeMember(db, by(tenantId, ownerId, userId));
    await expect(
      resolveAccess(db, { userId, tenantId, isSuperAdmin: false }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(await announced(userId)).toEqual(['accepted', 'removed']);
  });

  it('a super admin who is not a member may remove a member', async () => {
    const { ownerId, tenantId } = await workspace();
    const userId = await member(tenantId, ownerId, 'role2');
    await removeMember(db, { ...by(tenantId, randomUUID(), userId), actorIsSuperAdmin: true });
    expect(await announced(userId)).toEqual(['accepted', 'removed']);
  });
});
