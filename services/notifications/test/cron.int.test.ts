/**
 * Scheduled jobs on real PostgreSQL with two replicas ticking at the same moments: each due
 * tick of a schedule queues exactly one job; a disabled schedule queues none until enabled
 * again; the Cron table shows last and next runs.
 */
import path from 'node:path';
import { createLogger, openDatabase, type Database } from '@portico/kit';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import {
  listSchedules,
  registerSchedules,
  setScheduleEnabled,
  tick,
  type CronDefinition,
} from '../src/domain/cron';
import { nextRun } from '../src/domain/cronExpression';
import { createJobQueue, type JobQueue } from '@portico/kit';
import { startSchedules } from '../src/domain/schedules';

jest.setTimeout(120_000);

let database: MigratedTestDatabase;
let dbB: Database;
let replicaA: JobQueue;
let replicaB: JobQueue;

const SCHEDULES: CronDefinition[] = [
  { name: 'test.every-minute', schedule: '* * * * *', description: 'Every minute' },
  { name: 'test.every-5', schedule: '*/5 * * * *', description: 'Every 5 minutes' },
];
const start = new Date('2026-11-22T10:00:30Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'cron',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
  dbB = await openDatabase({ url: database.url, dataDir: '' });
  const logger = createLogger('cron-test', 'silent');
  replicaA = createJobQueue({ db: database.db, logger });
  replicaB = createJobQueue({ db: dbB, logger });
  await replicaA.start();
  await replicaB.start();
  await registerSchedules(database.db, replicaA, SCHEDULES, start);
  await registerSchedules(dbB, replicaB, SCHEDULES, start);
});

afterAll(async () => {
  await replicaA?.stop();
  await replicaB?.stop();
  await dbB?.close();
  await database?.close();
});

const jobsOf = async (name: string) =>
  Number(
    (
      await database.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM pgboss.job WHERE name = $1',
        [name],
      )
    ).rows[0]?.n,
  );

it('fires each tick once while two replicas tick at the same moments', async () => {
  const fired: string[] = [];
  for (let m = 0; m <= 10; m += 1) {
    const [a, b] = await Promise.all([
      tick(database.db, replicaA, minutes(m)),
      tick(dbB, replicaB, minutes(m)),
    ]);
    fired.push(...a, ...b);
  }
  // 10:00 … 10:10: the every-minute schedule is due at 10:01 … 10:10 (registered at 10:00:30
  // for the minute after), the 5-minute one at 10:05 and 10:10.
  expect(fired.filter((n) => n === 'test.every-minute')).toHaveLength(10);
  expect(fired.filter((n) => n === 'test.every-5')).toHaveLength(2);
  expect(await jobsOf('test.every-minute')).toBe(10);
  expect(await jobsOf('test.every-5')).toBe(2);

  const rows = await listSchedules(database.db);
  const five = rows.find((r) => r.name === 'test.every-5');
  expect(five?.last_run_at?.toISOString()).toBe(minutes(10).toISOString());
  expect(five?.next_run_at?.toISOString()).toBe('2026-11-22T10:15:00.000Z');
});

it('queues nothing for a disabled schedule until it is enabled again', async () => {
  await setScheduleEnabled(database.db, 'test.every-minute', false);
  const before = await jobsOf('test.every-minute');
  await tick(database.db, replicaA, minutes(11));
  expect(await jobsOf('test.every-minute')).toBe(before);
  await setScheduleEnabled(database.db, 'test.every-minute', true);
  expect(await tick(database.db, replicaA, minutes(12))).toContain('test.every-minute');
});

it('reads the platform’s cron expressions as UTC minutes', () => {
  const at = new Date('2026-11-22T10:07:12Z');
  expect(nextRun('*/5 * * * *', at)?.toISOString()).toBe('2026-11-22T10:10:00.000Z');
  expect(nextRun('15 3 * * *', at)?.toISOString()).toBe('2026-11-23T03:15:00.000Z');
  expect(nextRun('0 4 * * 1', at)?.toISOString()).toBe('2026-11-23T04:00:00.000Z');
  expect(nextRun('0 0 31 2 *', at)).toBeNull();
  expect(() => nextRun('61 * * * *', at)).toThrow('Invalid cron field');
});

it("runs a due schedule's job as soon as this replica's tick queued it, without waiting for its worker's polling", async () => {
  const logger = createLogger('cron-test', 'silent');
  const queue = createJobQueue({ db: database.db, logger });
  await queue.start();
  let ran: () => void = () => undefined;
  const evaluated = new Promise<void>((resolve) => (ran = resolve));
  const stop = await startSchedules({
    db: database.db,
    queue,
    logger,
    work: { 'rules.evaluate': async () => ran() },
    tickSeconds: 0.2,
  });
  try {
    await database.db.query(
      `UPDATE cron_schedules SET next_run_at = now() - interval '1 second' WHERE name = $1`,
      ['rules.evaluate'],
    );
    await evaluated;
  } finally {
    stop();
    await queue.stop();
  }
  // The schedule workers poll every 30 s: only the tick's wake-up runs the job within this
  // test's 15 s.
}, 15_000);
