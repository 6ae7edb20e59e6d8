/**
 * Queue depth over time for Mission Control: pg-boss keeps only the jobs, not how many waited
 * at each moment, so every replica samples the waiting count once a minute; the minute is the
 * table's key, so one sample per minute survives however many replicas run.
 */
import { invalid, type Database, type Logger, type Queryable } from '@portico/kit';
import { deleteOldSamples, insertSample, listSamples } from '../store/queueDepthSamples';

const MINUTE_MS = 60_000;
/** A week: as long as samples are kept. */
export const LONGEST_HOURS = 168;

/** Records this minute's waiting jobs (created or retry, as Queues & Jobs counts them). */
export async function sampleQueueDepth(db: Queryable, at = new Date()): Promise<void> {
  await insertSample(db, at);
  await deleteOldSamples(db);
}

/** The last `hours` of samples (0: a day), 1 to a week. */
export async function listQueueDepthSamples(
  db: Queryable,
  requestedHours: number,
): Promise<{ at: string; queued: number }[]> {
  const hours = requestedHours === 0 ? 24 : requestedHours;
  if (!Number.isInteger(hours) || hours < 1 || hours > LONGEST_HOURS)
    throw invalid(`hours must be 1 to ${LONGEST_HOURS}`, 'hours');
  const rows = await listSamples(db, hours);
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
