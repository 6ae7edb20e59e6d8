/**
 * Recent Jobs of the super console (spec part 2 §2 Queues & Jobs): ID, Queue, Status, Runtime
 * ms, Attempts and an error excerpt, newest first, read from pg-boss's own job table (the
 * queue's truth, not a copy that could drift).
 */
import type { Queryable } from '@portico/kit';

export interface RecentJob {
  id: string;
  queue: string;
  /** created, retry, active, completed, cancelled or failed. */
  status: string;
  /** Empty until the job has finished. */
  runtime_ms: number | null;
  attempts: number;
  error_excerpt: string;
  created_at: string;
}

const EXCERPT = 200;

interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  started_on: Date | null;
  completed_on: Date | null;
  created_on: Date;
  output: unknown;
}

function errorOf(row: JobRow): string {
  if (row.state !== 'failed' && row.state !== 'retry') return '';
  const output = row.output as { message?: unknown } | null;
  const text = typeof output?.message === 'string' ? output.message : JSON.stringify(output ?? '');
  return text.slice(0, EXCERPT);
}

export async function listRecentJobs(db: Queryable, limit = 100): Promise<RecentJob[]> {
  const { rows } = await db.query<JobRow>(
    `SELECT id, name, state, retry_count, started_on, completed_on, created_on, output
       FROM pgboss.job ORDER BY created_on DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map(toRecent);
}

function toRecent(row: JobRow): RecentJob {
  return {
    id: row.id,
    queue: row.name,
    status: row.state,
    runtime_ms:
      row.started_on && row.completed_on
        ? new Date(row.completed_on).getTime() - new Date(row.started_on).getTime()
        : null,
    // A job's attempts: the first run plus each retry pg-boss made.
    attempts: row.retry_count + (row.started_on ? 1 : 0),
    error_excerpt: errorOf(row),
    created_at: new Date(row.created_on).toISOString(),
  };
}

export interface QueueDepthFigures {
  queued: number;
  running: number;
  failed_last_24h: number;
}

/** Jobs waiting (created or retry), running, and failed in the last day, across queues. */
export async function queueDepth(db: Queryable): Promise<QueueDepthFigures> {
  const { rows } = await db.query<{ queued: string; running: string; failed: string }>(
    `SELECT count(*) FILTER (WHERE state IN ('created', 'retry')) AS queued,
            count(*) FILTER (WHERE state = 'active') AS running,
            count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 day') AS failed
       FROM pgboss.job`,
  );
  return {
    queued: Number(rows[0]?.queued ?? 0),
    running: Number(rows[0]?.running ?? 0),
    failed_last_24h: Number(rows[0]?.failed ?? 0),
  };
}

/** One job by id (after Retry or Cancel), or null. */
export async function findJob(db: Queryable, id: string): Promise<RecentJob | null> {
  const { rows } = await db.query<JobRow>(
    `SELECT id, name, state, retry_count, started_on, completed_on, created_on, output
       FROM pgboss.job WHERE id = $1`,
    [id],
  );
  return rows[0] ? toRecent(rows[0]) : null;
}
