/**
 * A CSV import invites its rows in one transaction on real PostgreSQL: when one row is refused
 * at creation (an invitation sent to it meanwhile, or the plan's client limit reached part-way),
 * no row of the import is invited and no invitation email event is left in the outbox.
 */
import { decodeEvent, type Database } from '@portico/kit';
import { PLAN_ENTITLEMENTS } from '@portico/rules';
import { createInvitation, createInvitations } from '../../src/domain/invitations';
import { provisionedWorkspace, tenancyTestDatabase } from '../support';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await tenancyTestDatabase());
});
afterAll(async () => {
  await close?.();
});

const workspace = (plan: 'starter' | 'pro') => provisionedWorkspace(db, 'Import', { plan });

const inviter = (w: { ownerId: string; tenantId: string }) => ({
  tenantId: w.tenantId,
  inviterId: w.ownerId,
  inviterIsSuperAdmin: false,
  signupBaseUrl: 'https://portal.example/signup',
});

async function invitedEmails(tenantId: string): Promise<string[]> {
  // Invitations are tenant-owned rows: read them as the tenant (row-level security).
  const { rows } = await db.tenantTransaction(tenantId, (tx) =>
    tx.query<{ email: string }>(
      'SELECT email FROM invitations WHERE tenant_id = $1 ORDER BY email',
      [tenantId],
    ),
  );
  return rows.map((r) => r.email);
}

async function invitationEvents(tenantId: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM outbox
      WHERE topic = 'portico.tenancy.membership.v1' AND event_type = 'invited'
        AND position(convert_to($1, 'UTF8') IN payload) > 0`,
    [tenantId],
  );
  return Number(rows[0]?.n ?? 0);
}

it('invites every row of an import when every row can be invited', async () => {
  const w = await workspace('pro');
  const created = await createInvitations(db, inviter(w), [
    { email: 'ana@example.com', role: 'role1' },
    { email: 'ben@example.com', role: 'role3' },
  ]);
  expect(created.map((c) => c.email)).toEqual(['ana@example.com', 'ben@example.com']);
  expect(await invitedEmails(w.tenantId)).toEqual(['ana@example.com', 'ben@example.com']);
  expect(await invitationEvents(w.tenantId)).toBe(2);
});

it('invites no row when the last row was invited between the preview and the import', async () => {
  const w = await workspace('pro');
  await createInvitation(db, { ...inviter(w), email: 'cy@example.com', role: 'role3' });
  await expect(
    createInvitations(db, inviter(w), [
      { email: 'ana@example.com', role: 'role1' },
      { email: 'ben@example.com', role: 'role2' },
      { email: 'cy@example.com', role: 'role3' },
    ]),
  ).rejects.toMatchObject({
    message: 'An invitation has already been sent to this email address.',
  });
  expect(await invitedEmails(w.tenantId)).toEqual(['cy@example.com']);
  expect(await invitationEvents(w.tenantId)).toBe(1);
});

it('invites no row when the plan’s client limit is reached part-way through the import', async () => {
  const w = await workspace('starter');
  // Starter's limit, from the shared plan rules, plus one: the last row is over it.
  const limit = PLAN_ENTITLEMENTS.starter.clientLimit;
  if (limit === 'unlimited') throw new Error('starter is expected to limit clients');
  const list = Array.from({ length: limit + 1 }, (_, i) => ({
    email: `client${i}@example.com`,
    role: 'role3',
  }));
  await expect(createInvitations(db, inviter(w), list)).rejects.toMatchObject({
    message: `Your plan allows up to ${limit} clients. Upgrade your plan to invite more.`,
  });
  expect(await invitedEmails(w.tenantId)).toEqual([]);
  expect(await invitationEvents(w.tenantId)).toBe(0);
});

it('invites no row when the same email appears twice in the list', async () => {
  const w = await workspace('pro');
  await expect(
    createInvitations(db, inviter(w), [
      { email: 'dee@example.com', role: 'role1' },
      { email: 'DEE@example.com', role: 'role2' },
    ]),
  ).rejects.toMatchObject({
    message: 'An invitation has already been sent to this email address.',
  });
  expect(await invitedEmails(w.tenantId)).toEqual([]);
});

it('marks the invitation event of synthetic traffic synthetic, so no email goes out for it', async () => {
  const w = await workspace('pro');
  await createInvitation(db, {
    ...inviter(w),
    email: 'load@example.com',
    role: 'role3',
    synthetic: true,
  });
  await createInvitation(db, { ...inviter(w), email: 'real@example.com', role: 'role3' });
  const { rows } = await db.query<{ payload: Buffer }>(
    `SELECT payload FROM outbox
      WHERE topic = 'portico.tenancy.membership.v1' AND event_type = 'invited'
        AND position(convert_to($1, 'UTF8') IN payload) > 0 ORDER BY id`,
    [w.tenantId],
  );
  const events = rows.map((r) => decodeEvent('portico.events.v1.MembershipEvent', r.payload));
  expect(events.map((e) => [e.invited?.email, e.synthetic])).toEqual([
    ['load@example.com', true],
    ['real@example.com', false],
  ]);
});
