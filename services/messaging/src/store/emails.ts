/**
 * SQL for email about unread messages: preferences, batches waiting for their delay, digest
 * entries, and reply tokens (their SHA-256 only).
 */
import type { Queryable } from '@portico/kit';

export type Cadence = 'batched' | 'digest' | 'off';

export async function cadencesOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, Cadence>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.query<{ user_id: string; cadence: Cadence }>(
    `SELECT user_id, cadence FROM email_preferences WHERE user_id = ANY($1::uuid[])`,
    [[...userIds]],
  );
  return new Map(rows.map((row) => [row.user_id, row.cadence]));
}

export async function setCadence(
  db: Queryable,
  tenantId: string,
  userId: string,
  cadence: Cadence,
): Promise<void> {
  await db.query(
    `INSERT INTO email_preferences (tenant_id, user_id, cadence) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, user_id) DO UPDATE SET cadence = EXCLUDED.cadence, updated_at = now()`,
    [tenantId, userId, cadence],
  );
}

/** Closes the conversation's batch; false when there was none (a job run twice). */
export async function takeBatch(db: Queryable, conversationId: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM email_batches WHERE conversation_id = $1`, [
    conversationId,
  ]);
  return rowCount === 1;
}

export async function addDigestEntry(
  db: Queryable,
  tenantId: string,
  userId: string,
  conversationId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO digest_entries (tenant_id, user_id, conversation_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [tenantId, userId, conversationId],
  );
}

/** Schedules the person's next digest unless one is; true when this call scheduled it. */
export async function scheduleDigest(
  db: Queryable,
  tenantId: string,
  userId: string,
  dueAt: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO digest_runs (tenant_id, user_id, due_at) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, user_id) DO NOTHING`,
    [tenantId, userId, dueAt],
  );
  return rowCount === 1;
}

/** Takes the person's digest: its conversations, and the run closed (empty when none). */
export async function takeDigest(db: Queryable, userId: string): Promise<string[]> {
  const run = await db.query(`DELETE FROM digest_runs WHERE user_id = $1`, [userId]);
  if (run.rowCount === 0) return [];
  const { rows } = await db.query<{ conversation_id: string }>(
    `DELETE FROM digest_entries WHERE user_id = $1 RETURNING conversation_id`,
    [userId],
  );
  return rows.map((row) => row.conversation_id);
}

export interface ReplyTokenRow {
  token_hash: string;
  tenant_id: string;
  conversation_id: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertReplyToken(
  db: Queryable,
  row: Omit<ReplyTokenRow, 'used_at'>,
): Promise<void> {
  await db.query(
    `INSERT INTO reply_tokens (token_hash, tenant_id, conversation_id, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      row.token_hash,
      row.tenant_id,
      row.conversation_id,
      row.user_id,
      row.created_at,
      row.expires_at,
    ],
  );
}

/** In a transaction scoped to `app.reply_token`: the one row that hash opens. */
export async function findReplyToken(
  db: Queryable,
  tokenHash: string,
): Promise<ReplyTokenRow | null> {
  const { rows } = await db.query<ReplyTokenRow>(
    `SELECT * FROM reply_tokens WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** Spends a token once: false when it was spent already (a reused reply). */
export async function spendReplyToken(db: Queryable, tokenHash: string, at: Date) {
  const { rowCount } = await db.query(
    `UPDATE reply_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL`,
    [tokenHash, at],
  );
  return rowCount === 1;
}

export async function batchWaiting(db: Queryable, conversationId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM email_batches WHERE conversation_id = $1`, [
    conversationId,
  ]);
  return rows.length > 0;
}

/** The conversations waiting for the person's digest, without taking them. */
export async function digestEntries(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ conversation_id: string }>(
    `SELECT e.conversation_id FROM digest_entries e
       JOIN digest_runs r ON r.tenant_id = e.tenant_id AND r.user_id = e.user_id
      WHERE e.user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.conversation_id);
}
