/**
 * SQL for the per-person post counts (migrations/0005_post_counts.sql): one row a person and
 * window, counted up by each post or edit; windows a day old are cleared by the first count of
 * a window, so the table stays small.
 */
import type { Queryable } from '@portico/kit';

/** Counts `cost` posts in the window; answers the window's count with them. */
export async function countPosts(
  db: Queryable,
  userId: string,
  windowStart: Date,
  cost = 1,
): Promise<number> {
  const { rows } = await db.query<{ posts: number }>(
    `INSERT INTO post_counts AS c (user_id, window_start, posts) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, window_start) DO UPDATE SET posts = c.posts + EXCLUDED.posts
     RETURNING posts`,
    [userId, windowStart, cost],
    { prepareAs: 'messaging.count_posts' },
  );
  return rows[0]!.posts;
}

export async function forgetWindowsBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM post_counts WHERE window_start < $1', [before]);
}
