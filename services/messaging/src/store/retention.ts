/**
 * SQL for Data & Retention: the message days in force, and removing what is older across every
 * tenant (as the service's own user; the migration's retention policies admit it).
 */
import type { Queryable } from '@portico/kit';

/** The announced days, or null before any announcement or answer. */
export async function messageRetentionDays(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ message_days: number }>(
    'SELECT message_days FROM retention_policy',
  );
  return rows[0]?.message_days ?? null;
}

export async function setMessageRetentionDays(db: Queryable, days: number): Promise<void> {
  await db.query(
    `INSERT INTO retention_policy (id, message_days, updated_at) VALUES (true, $1, now())
     ON CONFLICT (id) DO UPDATE SET message_days = EXCLUDED.message_days, updated_at = now()`,
    [days],
  );
}

/**
 * Removes conversations quiet since before `before` (with everything in them), then older
 * messages of the conversations that go on, and reply tokens past their expiry. Answers how
 * many messages went.
 */
export async function pruneMessages(db: Queryable, before: Date, now: Date): Promise<number> {
  const quiet = await db.query<{ messages: number }>(
    `WITH gone AS (DELETE FROM conversations WHERE last_message_at < $1 RETURNING last_seq)
     SELECT COALESCE(sum(last_seq), 0)::int AS messages FROM gone`,
    [before],
  );
  const old = await db.query('DELETE FROM messages WHERE created_at < $1', [before]);
  await db.query('DELETE FROM reply_tokens WHERE expires_at < $1', [now]);
  return (quiet.rows[0]?.messages ?? 0) + old.rowCount;
}
