/**
 * Queue depth over time for Mission Control: pg-boss keeps only the jobs, not how many waited
 * at each moment, so every replica samples the waiting count once a minute; the minute is the
 * table's key, so one sample per minute survives however many replicas run.
 */
import type { Database, Logger, Queryable } from '@portico/kit';

const MINUTE_MS = 60_000;
const KEEP = "interval '7 days'";

/** Records this minute's waiting jobs (created or retry, as Queues & Jobs counts them). */
export async function sampleQueueDepth(db: Queryable, at = new Date()): Promise<void> {
  await db.query(
    `INSERT INTO queue_depth_samples (minute, queued)
     SELECT date_trunc('minute', $1::timestamptz), count(*)
       FROM pgboss.job WHERE state IN ('created', 'retry')
     ON CONFLICT (minute) DO NOTHING`,
    [at],
  );
  await db.query(`DELETE FROM queue_depth_samples WHERE minute < now() - ${KEEP}`);
}

export async function listQueueDepthSamples(
  db: Queryable,
  hours: number,
): Promise<{ at: string; queued: number }[]> {
  const { rows } = await db.query<{ minute: Date; queued: number }>(
    `SELECT minute, queued FROM queue_depth_samples
      WHERE minute >= now() - make_interval(hours => $1) ORDER BY minute`,
    [hours],
  );
  return rows.map((row) => ({ at: new Date(row.minute).toISOString(), queued: row.queued }));
}

/** Samples now and then every minute; answers the function that stops it. */
export function startQueueDepthSampler(db: Database, logger: Logger): () => void {
  const sample = () =>
    sampleQueueDepth(db).catch((error: unknown) =>
      // A missed minute stays a gap in the chart; the next minute tries again.
      logger.warn({ err: error }, 'could not sample the job queue depth'),
    );
  void sample();
  const timer = setInterval(() => void sample(), MINUTE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
