/**
 * Mission Control's queue depth, one row per minute: the minute is the key, so replicas sampling
 * the same minute keep one row. Kept a week.
 */
import type { Queryable } from '@portico/kit';

const KEEP = "interval '7 days'";

/** Records the minute of `at` with the jobs waiting now (created or retry), unless recorded. */
export async function insertSample(db: Queryable, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO queue_depth_samples (minute, queued)
     SELECT date_trunc('minute', $1::timestamptz), count(*)
       FROM pgboss.job WHERE state IN ('created', 'retry')
     ON CONFLICT (minute) DO NOTHING`,
    [at],
  );
}

export async function deleteOldSamples(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM queue_depth_samples WHERE minute < now() - ${KEEP}`);
}

/** The samples of the last `hours`, oldest first. */
export async function listSamples(
  db: Queryable,
  hours: number,
): Promise<{ minute: Date; queued: number }[]> {
  const { rows } = await db.query<{ minute: Date; queued: number }>(
    `SELECT minute, queued FROM queue_depth_samples
      WHERE minute >= now() - make_interval(hours => $1) ORDER BY minute`,
    [hours],
  );
  return rows;
}
