/**
 * The platform's scheduled jobs (docs/product.md §2 Queues & Jobs, Cron): each schedule queues a
 * job on the shared pg-boss queue when due. Every replica ticks; for each due schedule it
 * tries to claim the tick (one cron_runs row per schedule and minute), and only the replica
 * whose claim lands queues the job, in the same transaction, so a tick fires exactly once.
 */
import { notFound, type Database } from '@portico/kit';
import type { JobQueue } from '@portico/kit';
import * as store from '../store/cronSchedules';
import type { CronRow } from '../store/cronSchedules';
import { nextRun, parseCron } from './cronExpression';

export type { CronRow };

export interface CronDefinition {
  name: string;
  schedule: string;
  description: string;
}

/**
 * The schedules notifications runs (issue 15); each is a queue its worker consumes. Only work
 * done here is listed: billing reconciles with Stripe and metrics prunes audit rows on timers of
 * their own, so a row here for them would show a schedule that does nothing.
 */
export const PLATFORM_SCHEDULES: readonly CronDefinition[] = [
  { name: 'rules.evaluate', schedule: '* * * * *', description: 'Evaluate alert rules' },
  { name: 'retention.cleanup', schedule: '15 3 * * *', description: 'Remove old schedule runs' },
];

/** Registers schedules (keeping an operator's enabled choice) and their queues. */
export async function registerSchedules(
  db: Database,
  queue: JobQueue,
  schedules: readonly CronDefinition[],
  now = new Date(),
): Promise<void> {
  // A schedule no longer defined leaves the Cron table with its row.
  await store.deleteSchedulesOtherThan(
    db,
    schedules.map((s) => s.name),
  );
  for (const s of schedules) {
    parseCron(s.schedule);
    await queue.createQueue(s.name);
    await store.upsertSchedule(db, s, nextRun(s.schedule, now));
  }
}

export const listSchedules = (db: Database): Promise<CronRow[]> => store.listSchedules(db);

export const setScheduleEnabled = (
  db: Database,
  name: string,
  enabled: boolean,
): Promise<CronRow | null> => store.setScheduleEnabled(db, name, enabled);

export const CRON_MESSAGES = { notFound: 'Schedule not found' } as const;

/** The Cron table's Toggle: a schedule switched on is switched off, and the other way. */
export async function toggleSchedule(db: Database, name: string): Promise<CronRow> {
  const current = (await listSchedules(db)).find((s) => s.name === name);
  if (!current) throw notFound(CRON_MESSAGES.notFound);
  const row = await setScheduleEnabled(db, name, !current.enabled);
  if (!row) throw notFound(CRON_MESSAGES.notFound);
  return row;
}

/**
 * One replica's tick: queues each enabled schedule that is due, unless another replica has
 * claimed this tick already. Answers the names this replica fired.
 */
export async function tick(db: Database, queue: JobQueue, now = new Date()): Promise<string[]> {
  const fired: string[] = [];
  for (const schedule of await store.dueSchedules(db, now)) {
    const tickAt = schedule.next_run_at!;
    const won = await db.transaction(async (tx) => {
      if (!(await store.claimTick(tx, schedule.name, tickAt))) return false;
      const jobId = await queue.send(schedule.name, { tick: tickAt.toISOString() }, tx);
      await store.recordTickJob(tx, schedule.name, tickAt, jobId);
      await store.recordRun(tx, schedule.name, now, nextRun(schedule.schedule, now));
      return true;
    });
    if (won) fired.push(schedule.name);
  }
  return fired;
}
