/**
 * Fixed-window rate limits on shared counters: a hit counts in the window its time falls in,
 * and beyond `limit` hits the caller waits until the window ends (Retry-After).
 */
import { retryAfterSeconds, windowOf, type Database } from '@portico/kit';
import { deleteWindowsBefore, hitCounter } from '../store/rateLimits';

export async function hitRateLimit(
  db: Database,
  clock: () => Date,
  input: { bucket: string; limit: number; windowSeconds: number; cost?: number },
): Promise<{ allowed: boolean; retryAfterSeconds: number; count: number }> {
  const now = clock();
  const windowSeconds = Math.max(1, input.windowSeconds);
  const { start, end } = windowOf(now, windowSeconds);
  // A request may count for several hits (a CSV import's rows against the invitation limit).
  const cost = Math.max(1, Math.floor(input.cost ?? 1));
  const count = await hitCounter(db, input.bucket, start, cost);
  // The first hit of a window clears windows long gone, so the table stays small.
  if (count === cost) await deleteWindowsBefore(db, new Date(start.getTime() - 24 * 3600 * 1000));
  const allowed = count <= input.limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : retryAfterSeconds(now, end), count };
}
