/**
 * Fixed-window counters in the database, so every gateway replica counts against the same
 * number. One upsert per hit; old windows are deleted as new ones start.
 */
import type { Queryable } from '@portico/kit';

export async function hitCounter(
  db: Queryable,
  bucket: string,
  windowStart: Date,
  cost = 1,
): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_limit_counters (bucket, window_start, hits) VALUES ($1, $2, $3)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + $3
     RETURNING hits`,
    [bucket, windowStart, cost],
  );
  return Number(rows[0]?.hits ?? 0);
}

export async function deleteWindowsBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE window_start < $1', [before]);
}

/** The hits of a window so far, without adding one. */
export async function peekCounter(
  db: Queryable,
  bucket: string,
  windowStart: Date,
): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    'SELECT hits FROM rate_limit_counters WHERE bucket = $1 AND window_start = $2',
    [bucket, windowStart],
  );
  return Number(rows[0]?.hits ?? 0);
}
