/**
 * Announcements and alert rules on real PostgreSQL: an announcement shows only inside its
 * window (24 h from its start unless given) and only to its audience (everyone, one plan, or
 * chosen tenants); bad input is refused with the message and stores nothing; a rule fires
 * once per breach and again only after a recovery.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { ANNOUNCEMENT_MESSAGES, createAnnouncement, statusOf } from '../src/domain/announcements';
import { activeAnnouncements, listAnnouncements } from '../src/store/announcements';
import { evaluateRules, type Metric } from '../src/domain/ruleEvaluation';

jest.setTimeout(60_000);

let database: MigratedTestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'notify',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
});
afterAll(() => database?.close());

const superAdmin = randomUUID();
const acme = { id: randomUUID(), plan: 'pro' };
const globex = { id: randomUUID(), plan: 'starter' };
const at = (iso: string) => new Date(iso);
const titles = async (tenant: typeof acme, now: Date) =>
  (await activeAnnouncements(database.db, tenant, now)).map((a) => a.title);

describe('announcements', () => {
  it('shows an announcement only inside its window, 24 h by default', async () => {
    const start = at('2026-12-01T09:00:00Z');
    const row = await createAnnouncement(database.db, {
      title: 'Maintenance tonight',
      message: 'Portico is read-only from 22:00 to 22:30 UTC.',
      audience: 'all',
      startsAt: start,
      createdBy: superAdmin,
    });
    expect(row.ends_at.toISOString()).toBe('2026-12-02T09:00:00.000Z');
    expect(await titles(acme, at('2026-12-01T08:59:59Z'))).not.toContain('Maintenance tonight');
    expect(await titles(acme, at('2026-12-01T09:00:00Z'))).toContain('Maintenance tonight');
    expect(await titles(globex, at('2026-12-02T08:59:59Z'))).toContain('Maintenance tonight');
    expect(await titles(acme, at('2026-12-02T09:00:00Z'))).not.toContain('Maintenance tonight');
    expect(statusOf(row, at('2026-11-30T00:00:00Z'))).toBe('scheduled');
    expect(statusOf(row, at('2026-12-01T12:00:00Z'))).toBe('active');
    expect(statusOf(row, at('2026-12-03T00:00:00Z'))).toBe('ended');
  });

  it('shows a plan’s announcement to that plan’s tenants and a targeted one to its tenants only', async () => {
    const window = { startsAt: at('2027-01-01T00:00:00Z'), createdBy: superAdmin };
    await createAnnouncement(database.db, {
      ...window,
      title: 'Pro webinar',
      message: 'Join us.',
      audience: 'plan',
      plan: 'pro',
    });
    await createAnnouncement(database.db, {
      ...window,
      title: 'For Globex',
      message: 'Your migration is done.',
      audience: 'tenants',
      tenantIds: [globex.id],
    });
    const noon = at('2027-01-01T12:00:00Z');
    expect(await titles(acme, noon)).toEqual(['Pro webinar']);
    expect(await titles(globex, noon)).toEqual(['For Globex']);
  });

  it.each([
    [{ title: ' ' }, ANNOUNCEMENT_MESSAGES.title],
    [{ message: '' }, ANNOUNCEMENT_MESSAGES.message],
    [{ audience: 'plan' as const, plan: 'gold' }, ANNOUNCEMENT_MESSAGES.plan],
    [{ audience: 'tenants' as const, tenantIds: [] }, ANNOUNCEMENT_MESSAGES.tenants],
    [
      { startsAt: at('2027-02-02T00:00:00Z'), endsAt: at('2027-02-01T00:00:00Z') },
      ANNOUNCEMENT_MESSAGES.window,
    ],
  ])('refuses %j with the message, storing nothing', async (change, message) => {
    const before = (await listAnnouncements(database.db, 1000)).length;
    await expect(
      createAnnouncement(database.db, {
        title: 'Hello',
        message: 'World',
        audience: 'all',
        createdBy: superAdmin,
        ...change,
      }),
    ).rejects.toMatchObject({ message });
    expect(await listAnnouncements(database.db, 1000)).toHaveLength(before);
  });
});

describe('alert rules', () => {
  it('fires once per breach and again only after the metric recovers', async () => {
    const ruleId = randomUUID();
    await database.db.query(
      `INSERT INTO alert_rules (id, metric, op, value, time_window, actions)
       VALUES ($1, 'errorRate', '>', 0.05, '5m', '{email}')`,
      [ruleId],
    );
    let errorRate = 0.01;
    const read = async (metric: Metric) => (metric === 'errorRate' ? errorRate : null);
    const sent: number[] = [];
    const notify = async (_rule: unknown, observed: number) => {
      sent.push(observed);
    };
    const evaluate = () => evaluateRules(database.db, read, notify);

    expect(await evaluate()).toEqual([]);
    errorRate = 0.2;
    expect(await evaluate()).toEqual([ruleId]);
    // Still breaching: quiet, even with two evaluators at once.
    const [a, b] = await Promise.all([evaluate(), evaluate()]);
    expect([...a, ...b]).toEqual([]);
    errorRate = 0.02;
    expect(await evaluate()).toEqual([]);
    errorRate = 0.3;
    expect(await evaluate()).toEqual([ruleId]);
    expect(sent).toEqual([0.2, 0.3]);

    const { rows } = await database.db.query<{ last_triggered_at: Date | null }>(
      'SELECT last_triggered_at FROM alert_rules WHERE id = $1',
      [ruleId],
    );
    expect(rows[0]?.last_triggered_at).not.toBeNull();
  });

  it('fires a breach once when two evaluators see it begin together', async () => {
    const ruleId = randomUUID();
    await database.db.query(
      `INSERT INTO alert_rules (id, metric, op, value, time_window)
       VALUES ($1, 'queueDepth', '>=', 100, '15m')`,
      [ruleId],
    );
    const read = async (metric: Metric) => (metric === 'queueDepth' ? 250 : null);
    const [a, b] = await Promise.all([
      evaluateRules(database.db, read, async () => undefined),
      evaluateRules(database.db, read, async () => undefined),
    ]);
    expect([...a, ...b].filter((id) => id === ruleId)).toHaveLength(1);
  });
});
