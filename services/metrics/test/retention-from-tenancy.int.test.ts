/**
 * Audit retention days that no announcement brought, on real PostgreSQL: days saved before
 * metrics first ran are read from tenancy at the next pruning pass; an unreachable tenancy
 * leaves the announced days in force, and with none it prunes nothing (a deleted row cannot
 * come back) and is logged once; an announcement landing while tenancy answered stays.
 */
import net from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { closeGrpcChannels, encodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';
import { openTestDatabase } from '../../../tooling/test-infra/db';
import { tenancyAuditDays } from '../src/clients/tenancy';
import {
  auditPruningPass,
  followRetentionSettings,
  retentionDaysRefresher,
  type ReadTenancyAuditDays,
} from '../src/events/retention';
import { insertAuditEntry, type AuditEntry } from '../src/domain/audit';

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00.000Z');

let db: Database;
let close: () => Promise<void>;
let closedPort = 0;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase({
    prefix: 'metrics_retention_tenancy',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  }));
  // A port nothing listens on: tenancy down.
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closedPort = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
});
afterAll(async () => {
  closeGrpcChannels();
  await close?.();
});
beforeEach(async () => {
  await db.query('DELETE FROM retention_policy');
});

function recordingLogger() {
  const warnings: string[] = [];
  const infos: string[] = [];
  return {
    warnings,
    infos,
    warn: (_details: unknown, message?: string) => void warnings.push(message ?? ''),
    info: (message: unknown) => void infos.push(String(message)),
  };
}

/**
 * One row per age in days, in a tenant of its own; answers the ages still kept. Tests look only
 * at their own rows: a pass also prunes rows earlier tests left.
 */
async function auditRowsAged(...daysAgo: number[]) {
  const tenantId = randomUUID();
  for (const days of daysAgo) {
    const entry: AuditEntry = {
      id: randomUUID(),
      actorUserId: randomUUID(),
      impersonatorUserId: null,
      action: 'user.role_changed',
      entityType: 'user',
      entityId: randomUUID(),
      tenantId,
      reason: '',
      details: { days },
      createdAt: new Date(now.getTime() - days * DAY),
    };
    await insertAuditEntry(db, entry);
  }
  return async () => {
    const { rows } = await db.query<{ days: number }>(
      `SELECT (details->>'days')::int AS days FROM audit_log WHERE tenant_id = $1 ORDER BY 1 DESC`,
      [tenantId],
    );
    return rows.map((r) => r.days);
  };
}

const announceDays = (auditDays: number): IncomingEvent => ({
  id: randomUUID(),
  topic: 'portico.tenancy.platform.v1',
  type: 'settings_changed',
  key: 'platform',
  occurredAt: now,
  headers: {},
  partition: 0,
  offset: '0',
  payload: encodeEvent('portico.events.v1.PlatformEvent', {
    actor_user_id: randomUUID(),
    settings_changed: {
      section: 'retention',
      settings_json: JSON.stringify({
        ...DEFAULT_PLATFORM_SETTINGS,
        retention: { ...DEFAULT_PLATFORM_SETTINGS.retention, auditDays },
      }),
    },
  }),
});

const down = (): ReadTenancyAuditDays => tenancyAuditDays(`127.0.0.1:${String(closedPort)}`);

it('days saved before metrics first ran are read from tenancy at the next pass', async () => {
  const kept = await auditRowsAged(60, 10);
  const pass = retentionDaysRefresher(db, async () => 30, recordingLogger());
  await auditPruningPass(db, pass, now);
  expect(await kept()).toEqual([10]);
});

it('tenancy unreachable and no days ever announced: nothing is pruned, and that is logged once', async () => {
  // 400 days: older than the default 365, which must not decide what is deleted.
  const kept = await auditRowsAged(400, 10);
  const logger = recordingLogger();
  const pass = retentionDaysRefresher(db, down(), logger);
  expect(await auditPruningPass(db, pass, now)).toBe(0);
  expect(await auditPruningPass(db, pass, now)).toBe(0);
  expect(await kept()).toEqual([400, 10]);
  expect(logger.warnings).toEqual([
    'tenancy did not answer the audit retention days; no audit row is pruned until it does',
  ]);
});

it('tenancy unreachable: the announced days still apply', async () => {
  const kept = await auditRowsAged(60, 10);
  await followRetentionSettings(db)(announceDays(30));
  const pass = retentionDaysRefresher(db, down(), recordingLogger());
  await auditPruningPass(db, pass, now);
  expect(await kept()).toEqual([10]);
});

it('when tenancy answers again its days apply and the recovery is logged', async () => {
  const kept = await auditRowsAged(60, 10);
  const logger = recordingLogger();
  let up = false;
  const pass = retentionDaysRefresher(
    db,
    async () => {
      if (!up) throw new Error('connect ECONNREFUSED');
      return 30;
    },
    logger,
  );
  expect(await auditPruningPass(db, pass, now)).toBe(0);
  up = true;
  await auditPruningPass(db, pass, now);
  expect(await kept()).toEqual([10]);
  expect(logger.infos).toEqual(['tenancy answers the audit retention days again']);
});

it('an announcement landing while tenancy answered is newer and stays', async () => {
  const kept = await auditRowsAged(60, 10);
  const pass = retentionDaysRefresher(
    db,
    async () => {
      await followRetentionSettings(db)(announceDays(90));
      return 30;
    },
    recordingLogger(),
  );
  await auditPruningPass(db, pass, now);
  expect(await kept()).toEqual([60, 10]);
});
