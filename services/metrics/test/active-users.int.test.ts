/**
 * Mission Control's Active Users on real PostgreSQL, from the audit log: a person counts once
 * however much they did since the start of the day, a failed sign-in or a rate-limit refusal is
 * not activity, what a super admin does while acting as someone is not that person's, and a
 * tenant counts when anything in it was audited. Only super admins are answered.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { CallContext } from '@portico/kit';
import { unaryHandlerOf } from '../../kit/src/grpc/unary';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { missionControlHandlers } from '../src/grpc/missionControl';
import { insertAuditEntry, type AuditEntry } from '../src/domain/audit';

jest.setTimeout(60_000);

let database: MigratedTestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'active_users',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
});

afterAll(async () => {
  await database?.close();
});

// Today's 00:00 UTC, as the gateway sends it; the entries are placed relative to it.
const now = new Date();
const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const at = (hours: number) => new Date(startOfDay.getTime() + hours * 3600_000);

function entry(
  action: string,
  actor: string | null,
  createdAt: Date,
  extra: Partial<AuditEntry> = {},
): AuditEntry {
  return {
    id: randomUUID(),
    actorUserId: actor,
    impersonatorUserId: null,
    action,
    entityType: 'user',
    entityId: actor ?? '',
    tenantId: null,
    reason: '',
    details: {},
    createdAt,
    ...extra,
  };
}

const superAdmin: CallContext = { userId: randomUUID(), roles: ['super_admin'] };
const ask = (since: Date, ctx: CallContext = superAdmin) =>
  unaryHandlerOf(missionControlHandlers(database.db).GetActiveUsers)!(
    { since: since.toISOString() },
    ctx,
  ) as Promise<{ today: number; tenants: number }>;

it('counts each person and tenant active since the start of the day once, and nothing else', async () => {
  const [ada, bea, cal, dan] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [tenantA, tenantB, tenantC] = [randomUUID(), randomUUID(), randomUUID()];
  for (const e of [
    entry('auth.sign_in_success', ada, at(1)),
    entry('auth.tenant_sign_in', ada, at(1), { tenantId: tenantA }),
    entry('file.uploaded', ada, at(2), { tenantId: tenantA }),
    entry('form.submitted', bea, at(3), { tenantId: tenantB }),
    // Refusals are not activity.
    entry('auth.sign_in_failed', cal, at(4)),
    entry('auth.rate_limited', cal, at(4)),
    // Acting as dan: the super admin's doing, not dan's (the tenant was still busy).
    entry('file.deleted', dan, at(5), { impersonatorUserId: randomUUID(), tenantId: tenantC }),
    // Yesterday.
    entry('auth.sign_in_success', dan, at(-2), { tenantId: tenantB }),
  ])
    await insertAuditEntry(database.db, e);

  expect(await ask(startOfDay)).toEqual({ today: 2, tenants: 3 });
});

it('refuses a tenant admin and a start more than a day back', async () => {
  const admin: CallContext = { userId: randomUUID(), tenantId: randomUUID(), roles: ['admin'] };
  await expect(ask(new Date(), admin)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  await expect(ask(new Date(Date.now() - 3 * 86_400_000))).rejects.toMatchObject({
    code: 'INVALID_ARGUMENT',
    message: 'since must be a time within the last 24 hours',
  });
});
