/**
 * Issue 24 items 4 and 6 on real PostgreSQL. Owner only by provisioning (or transfer):
 * invitations, admin-create and the CSV import never make an owner, whom nobody could remove.
 * Admin seats: owner and admins, filled or invited, count against the plan's seats (starter 1,
 * pro and advanced the seats purchased) wherever a membership is made or a role raised, and
 * over the limit the answer names the limit and the upgrade. Failed before the fix: an admin
 * could invite an owner, and a starter workspace took any number of admins.
 */
import { randomUUID } from 'node:crypto';
import { encodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import { PLAN_ENTITLEMENTS } from '@portico/rules';
import {
  acceptInvitation,
  createInvitation,
  createInvitations,
} from '../../src/domain/invitations';
import { changeMemberRole } from '../../src/domain/members';
import { addPendingMember } from '../../src/domain/pendingMembers';
import { createPlatformInvitation } from '../../src/domain/platformTenants';
import { OWNER_NOT_GRANTED } from '../../src/domain/roles';
import { SEAT_MESSAGES } from '../../src/domain/seats';
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

const SIGNUP = 'https://portal.example/signup';
const tokenOf = (url: string) => new URL(url).searchParams.get('invite') ?? '';
const billing = (message: object) =>
  followBillingEvents(db)({
    payload: encodeEvent('portico.events.v1.SubscriptionEvent', message as never),
  } as IncomingEvent);

async function starter() {
  const { ownerId, tenantId } = await provisionedWorkspace(db, 'Seats');
  return { tenantId, inviterId: ownerId, inviterIsSuperAdmin: false, signupBaseUrl: SIGNUP };
}

/** A pro workspace with `seats` admin seats bought. */
async function pro(seats: number) {
  const workspace = await starter();
  await billing({
    tenant_id: workspace.tenantId,
    plan_changed: {
      old_plan: 'starter',
      new_plan: 'pro',
      interval: 'monthly',
      features: [...PLAN_ENTITLEMENTS.pro.features],
    },
  });
  await billing({
    tenant_id: workspace.tenantId,
    seats_changed: { old_seats: 1, new_seats: seats },
  });
  return workspace;
}

const invitationsOf = (tenantId: string) =>
  db.tenantTransaction(tenantId, async (tx) => {
    const { rows } = await tx.query<{ email: string; tenant_role: string }>(
      'SELECT email, tenant_role FROM invitations WHERE tenant_id = $1 ORDER BY created_at',
      [tenantId],
    );
    return rows;
  });

describe('owner only by provisioning', () => {
  it('an invitation, an import row and an admin-created account cannot be the owner, creating nothing', async () => {
    const workspace = await pro(5);
    await expect(
      createInvitation(db, { ...workspace, email: 'owner2@example.com', role: 'owner' }),
    ).rejects.toMatchObject({ message: OWNER_NOT_GRANTED, code: 'INVALID_ARGUMENT' });
    await expect(
      createInvitations(db, workspace, [
        { email: 'fine@example.com', role: 'role2' },
        { email: 'owner3@example.com', role: 'owner' },
      ]),
    ).rejects.toMatchObject({ message: OWNER_NOT_GRANTED });
    await expect(
      addPendingMember(db, {
        tenantId: workspace.tenantId,
        actorId: workspace.inviterId,
        actorIsSuperAdmin: false,
        userId: randomUUID(),
        role: 'owner',
      }),
    ).rejects.toMatchObject({ message: OWNER_NOT_GRANTED });
    expect(await invitationsOf(workspace.tenantId)).toEqual([]);
  });

  it('a super admin’s invitation to an existing workspace cannot be the owner; a new workspace’s first person is', async () => {
    const { tenantId } = await starter();
    const actor = { actorId: randomUUID(), isSuperAdmin: true };
    await expect(
      createPlatformInvitation(db, actor, {
        tenantId,
        email: 'boss@example.com',
        role: 'owner',
        signupBaseUrl: SIGNUP,
        bypassBilling: false,
      }),
    ).rejects.toMatchObject({ message: OWNER_NOT_GRANTED });
    const provisioned = await createPlatformInvitation(db, actor, {
      tenantId: '',
      email: 'founder@example.com',
      role: 'owner',
      signupBaseUrl: SIGNUP,
      newTenant: { name: 'New Co', slug: '', tier: 'pro', seatsTotal: 3 },
      bypassBilling: false,
    });
    expect(provisioned.role).toBe('owner');
  });
});

describe('admin seats', () => {
  it('a starter workspace’s one seat is its owner’s: no admin is invited, created or promoted', async () => {
    const workspace = await starter();
    await expect(
      createInvitation(db, { ...workspace, email: 'admin@example.com', role: 'admin' }),
    ).rejects.toMatchObject({ message: SEAT_MESSAGES.starter, code: 'ALREADY_EXISTS' });
    await expect(
      createInvitations(db, workspace, [{ email: 'admin2@example.com', role: 'admin' }]),
    ).rejects.toMatchObject({ message: SEAT_MESSAGES.starter });
    await expect(
      addPendingMember(db, {
        tenantId: workspace.tenantId,
        actorId: workspace.inviterId,
        actorIsSuperAdmin: false,
        userId: randomUUID(),
        role: 'admin',
      }),
    ).rejects.toMatchObject({ message: SEAT_MESSAGES.starter });
    expect(await invitationsOf(workspace.tenantId)).toEqual([]);

    // A client can join, but not be raised to admin.
    const client = await createInvitation(db, {
      ...workspace,
      email: 'client@example.com',
      role: 'role2',
    });
    const clientId = randomUUID();
    await acceptInvitation(db, {
      token: tokenOf(client.signup_url),
      userId: clientId,
      email: 'client@example.com',
    });
    await expect(
      changeMemberRole(db, {
        tenantId: workspace.tenantId,
        actorId: workspace.inviterId,
        actorIsSuperAdmin: false,
        userId: clientId,
        role: 'admin',
      }),
    ).rejects.toMatchObject({ message: SEAT_MESSAGES.starter });
  });

  it('a pro workspace fills the seats it bought, counting open invitations, and no more', async () => {
    const workspace = await pro(2);
    await createInvitation(db, { ...workspace, email: 'second@example.com', role: 'admin' });
    const full = SEAT_MESSAGES.paid.replace('{n}', '2');
    await expect(
      createInvitation(db, { ...workspace, email: 'third@example.com', role: 'admin' }),
    ).rejects.toMatchObject({ message: full });
    // Clients are not admins: they still join.
    await createInvitation(db, { ...workspace, email: 'client@example.com', role: 'role2' });
  });

  it('an admin invitation is refused at acceptance when the plan lost the seat meanwhile', async () => {
    const workspace = await pro(3);
    const invitation = await createInvitation(db, {
      ...workspace,
      email: 'late@example.com',
      role: 'admin',
    });
    // The plan drops to one seat (its owner's) before the invitee accepts.
    await billing({ tenant_id: workspace.tenantId, seats_changed: { old_seats: 3, new_seats: 1 } });
    const userId = randomUUID();
    await expect(
      acceptInvitation(db, {
        token: tokenOf(invitation.signup_url),
        userId,
        email: 'late@example.com',
      }),
    ).rejects.toMatchObject({ message: SEAT_MESSAGES.paid.replace('{n}', '1') });
  });
});
