/**
 * The platform's scheduled jobs (spec part 2 §2 Queues & Jobs, Cron): each schedule queues a
 * job on the shared pg-boss queue when due. Every replica ticks; for each due schedule it
 * tries to claim the tick (one cron_runs row per schedule and minute), and only the replica
 * whose claim lands queues the job, in the same transaction, so a tick fires exactly once.
 */
import type { Database } from '@portico/kit';
import { nextRun, parseCron } from './cronExpression';
import type { JobQueue } from '../jobs/queue';

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

export interface CronRow {
  name: string;
  schedule: string;
  description: string;
  enabled: boolean;
  last_run_at: Date | null;
  next_run_at: Date | null;
}

/** Registers schedules (keeping an operator's enabled choice) and their queues. */
export async function registerSchedules(
  db: Database,
  queue: JobQueue,
  schedules: readonly CronDefinition[],
  now = new Date(),
): Promise<void> {
  // A schedule no longer defined leaves the Cron table with its row.
  await db.query('DELETE FROM cron_schedules WHERE NOT (name = ANY ($1::text[]))', [
    schedules.map((s) => s.name),
  ]);
  for (const s of schedules) {
    parseCron(s.schedule);
    await queue.createQueue(s.name);
    await db.query(
      `INSERT INTO cron_schedules (name, schedule, description, next_run_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO UPDATE SET schedule = $2, description = $3,
         next_run_at = CASE WHEN cron_schedules.schedule = $2 THEN cron_schedules.next_run_at ELSE $4 END`,
      [s.name, s.schedule, s.description, nextRun(s.schedule, now)],
    );
  }
}

export async function listSchedules(db: Database): Promise<CronRow[]> {
  const { rows } = await db.query<CronRow>('SELECT * FROM cron_schedules ORDER BY name');
  return rows;
}

/** The Cron table's Toggle. */
export async function setScheduleEnabled(
  db: Database,
  name: string,
  enabled: boolean,
): Promise<CronRow | null> {
  const { rows } = await db.query<CronRow>(
    'UPDATE cron_schedules SET enabled = $2 WHERE name = $1 RETURNING *',
    [name, enabled],
  );
  return rows[0] ?? null;
}

/**
 * One replica's tick: queues each enabled schedule that is due, unless another replica has
 * claimed this tick already. Answers the names this replica fired.
 */
export async function tick(db: Database, queue: JobQueue, now = new Date()): Promise<string[]> {
  const due = await db.query<CronRow>(
    'SELECT * FROM cron_schedules WHERE enabled AND next_run_at <= $1',
    [now],
  );
  const fired: string[] = [];
  for (const schedule of due.rows) {
    const tickAt = schedule.next_run_at!;
    const won = await db.transaction(async (tx) => {
      const claim = await tx.query(
        'INSERT INTO cron_runs (name, tick) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [schedule.name, tickAt],
      );
      if (claim.rowCount !== 1) return false;
      const jobId = await queue.send(schedule.name, { tick: tickAt.toISOString() }, tx);
      await tx.query('UPDATE cron_runs SET job_id = $3 WHERE name = $1 AND tick = $2', [
        schedule.name,
        tickAt,
        jobId,
      ]);
      await tx.query(
        'UPDATE cron_schedules SET last_run_at = $2, next_run_at = $3 WHERE name = $1',
        [schedule.name, now, nextRun(schedule.schedule, now)],
      );
      return true;
    });
    if (won) fired.push(schedule.name);
  }
  return fired;
}
