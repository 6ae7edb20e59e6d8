/** Reads of pg-boss's own job table (the queue's truth, not a copy that could drift). */
import type { Queryable } from '@portico/kit';

export interface JobRow {
  id: string;
  /** The queue's name. */
  name: string;
  state: string;
  retry_count: number;
  started_on: Date | null;
  completed_on: Date | null;
  created_on: Date;
  output: unknown;
}

const JOB_COLUMNS = 'id, name, state, retry_count, started_on, completed_on, created_on, output';

/** Newest first. */
export async function listJobs(db: Queryable, limit: number): Promise<JobRow[]> {
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM pgboss.job ORDER BY created_on DESC, id LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function findJob(db: Queryable, id: string): Promise<JobRow | undefined> {
  const { rows } = await db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM pgboss.job WHERE id = $1`, [
    id,
  ]);
  return rows[0];
}

/** Jobs waiting (created or retry), running, and failed in the last day, across queues. */
export async function countJobs(
  db: Queryable,
): Promise<{ queued: number; running: number; failed: number }> {
  const { rows } = await db.query<{ queued: string; running: string; failed: string }>(
    `SELECT count(*) FILTER (WHERE state IN ('created', 'retry')) AS queued,
            count(*) FILTER (WHERE state = 'active') AS running,
            count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 day') AS failed
       FROM pgboss.job`,
  );
  return {
    queued: Number(rows[0]?.queued ?? 0),
    running: Number(rows[0]?.running ?? 0),
    failed: Number(rows[0]?.failed ?? 0),
  };
}
