/**
 * Audit retention on real PostgreSQL: the audit days follow tenancy's settings announcements,
 * a pruning pass deletes rows older than them (oldest first, per chain) and keeps the rest,
 * and the hash chain still checks out from where pruning stopped, and still catches an edit.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { encodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';
import { openTestDatabase } from '../../../tooling/test-infra/db';
import { verifyChain } from '../src/domain/chain';
import { followRetentionSettings, pruneExpiredAudit } from '../src/events/retention';
import { insertAuditEntry, type AuditEntry } from '../src/domain/audit';
import { readChain } from '../src/store/audit-log';
import { auditRetentionDays } from '../src/store/retention';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00.000Z');

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase({
    prefix: 'metrics_retention',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  }));
});
afterAll(async () => {
  await close?.();
});

const entry = (tenantId: string, daysAgo: number): AuditEntry => ({
  id: randomUUID(),
  actorUserId: randomUUID(),
  impersonatorUserId: null,
  action: 'user.role_changed',
  entityType: 'user',
  entityId: randomUUID(),
  tenantId,
  reason: '',
  details: { daysAgo },
  createdAt: new Date(now.getTime() - daysAgo * DAY),
});

function settingsAnnouncement(auditDays: number): IncomingEvent {
  const settings = {
    ...DEFAULT_PLATFORM_SETTINGS,
    retention: { ...DEFAULT_PLATFORM_SETTINGS.retention, auditDays },
  };
  return {
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
      settings_changed: { section: 'retention', settings_json: JSON.stringify(settings) },
    }),
  };
}

async function chainOf(tenantId: string) {
  const { rows, headSeq, start } = await readChain(db, tenantId);
  return { rows, check: verifyChain(rows, headSeq, start) };
}

describe('audit retention', () => {
  it('keeps the spec default until settings say otherwise, then follows them', async () => {
    expect(await auditRetentionDays(db)).toBe(DEFAULT_PLATFORM_SETTINGS.retention.auditDays);
    await followRetentionSettings(db)(settingsAnnouncement(30));
    expect(await auditRetentionDays(db)).toBe(30);
  });

  it('prunes rows older than the audit days, keeps younger ones, and the chain still holds', async () => {
    const tenantA = randomUUID();
    const tenantB = randomUUID();
    for (const daysAgo of [90, 60, 45, 10, 1]) await insertAuditEntry(db, entry(tenantA, daysAgo));
    for (const daysAgo of [5, 2]) await insertAuditEntry(db, entry(tenantB, daysAgo));
    await followRetentionSettings(db)(settingsAnnouncement(30));

    const deleted = await pruneExpiredAudit(db, now);
    expect(deleted).toBe(3);

    const a = await chainOf(tenantA);
    expect(a.rows.map((r) => (r.entry.details as { daysAgo: number }).daysAgo)).toEqual([10, 1]);
    expect(a.check).toEqual({ ok: true, checked: 2 });
    const b = await chainOf(tenantB);
    expect(b.rows).toHaveLength(2);
    expect(b.check.ok).toBe(true);

    // Later rows still link on, and a second pass with nothing old deletes nothing.
    await insertAuditEntry(db, entry(tenantA, 0));
    expect(await pruneExpiredAudit(db, now)).toBe(0);
    expect((await chainOf(tenantA)).check).toEqual({ ok: true, checked: 3 });
  });

  it('still catches an edited row after pruning', async () => {
    const tenant = randomUUID();
    for (const daysAgo of [100, 3, 2]) await insertAuditEntry(db, entry(tenant, daysAgo));
    await pruneExpiredAudit(db, now);
    await db.query(
      "UPDATE audit_log SET reason = 'edited' WHERE chain_key = $1 AND chain_seq = 3",
      [tenant],
    );
    expect((await chainOf(tenant)).check).toMatchObject({ ok: false, brokenAtSeq: 3 });
  });

  it('ignores an announcement without valid audit days', async () => {
    const days = await auditRetentionDays(db);
    await followRetentionSettings(db)(settingsAnnouncement(0));
    expect(await auditRetentionDays(db)).toBe(days);
  });
});
