/**
 * The platform's schedules (the Cron table) and the claim rows (`cron_runs`, one per schedule
 * and tick) that let exactly one replica queue each tick.
 */
import type { Queryable } from '@portico/kit';

export interface CronRow {
  name: string;
  schedule: string;
  description: string;
  enabled: boolean;
  last_run_at: Date | null;
  next_run_at: Date | null;
}

/** Drops the schedules no longer defined. */
export async function deleteSchedulesOtherThan(db: Queryable, names: string[]): Promise<void> {
  await db.query('DELETE FROM cron_schedules WHERE NOT (name = ANY ($1::text[]))', [names]);
}

/**
 * Adds a schedule or updates its expression and description, keeping an operator's enabled
 * choice; its next run moves only when its expression changed.
 */
export async function upsertSchedule(
  db: Queryable,
  schedule: { name: string; schedule: string; description: string },
  nextRunAt: Date | null,
): Promise<void> {
  await db.query(
    `INSERT INTO cron_schedules (name, schedule, description, next_run_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (name) DO UPDATE SET schedule = $2, description = $3,
       next_run_at = CASE WHEN cron_schedules.schedule = $2 THEN cron_schedules.next_run_at ELSE $4 END`,
    [schedule.name, schedule.schedule, schedule.description, nextRunAt],
  );
}

export async function listSchedules(db: Queryable): Promise<CronRow[]> {
  const { rows } = await db.query<CronRow>('SELECT * FROM cron_schedules ORDER BY name');
  return rows;
}

export async function setScheduleEnabled(
  db: Queryable,
  name: string,
  enabled: boolean,
): Promise<CronRow | null> {
  const { rows } = await db.query<CronRow>(
    'UPDATE cron_schedules SET enabled = $2 WHERE name = $1 RETURNING *',
    [name, enabled],
  );
  return rows[0] ?? null;
}

/** Enabled schedules whose next run is due at `now`. */
export async function dueSchedules(db: Queryable, now: Date): Promise<CronRow[]> {
  const { rows } = await db.query<CronRow>(
    'SELECT * FROM cron_schedules WHERE enabled AND next_run_at <= $1',
    [now],
  );
  return rows;
}

/** Claims a schedule's tick; answers false when another replica claimed it first. */
export async function claimTick(db: Queryable, name: string, tick: Date): Promise<boolean> {
  const claim = await db.query(
    'INSERT INTO cron_runs (name, tick) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [name, tick],
  );
  return claim.rowCount === 1;
}

export async function recordTickJob(
  db: Queryable,
  name: string,
  tick: Date,
  jobId: string | null,
): Promise<void> {
  await db.query('UPDATE cron_runs SET job_id = $3 WHERE name = $1 AND tick = $2', [
    name,
    tick,
    jobId,
  ]);
}

export async function recordRun(
  db: Queryable,
  name: string,
  ranAt: Date,
  nextRunAt: Date | null,
): Promise<void> {
  await db.query('UPDATE cron_schedules SET last_run_at = $2, next_run_at = $3 WHERE name = $1', [
    name,
    ranAt,
    nextRunAt,
  ]);
}

/** Drops tick claims older than a week; answers how many. */
export async function deleteOldRuns(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM cron_runs WHERE tick < now() - interval '7 days'`,
  );
  return rowCount ?? 0;
}
