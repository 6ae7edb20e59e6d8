/** SQL for read positions: who has seen how far, and what was already emailed to whom. */
import type { Queryable } from '@portico/kit';

export interface ReadPositionRow {
  conversation_id: string;
  user_id: string;
  last_read_seq: number;
  read_at: Date | null;
  emailed_seq: number;
}

/**
 * Moves a reader's position forward to `seq` (never back); answers the position and whether
 * it moved.
 */
export async function moveReadPosition(
  db: Queryable,
  tenantId: string,
  conversationId: string,
  userId: string,
  seq: number,
  at: Date,
): Promise<{ position: ReadPositionRow; moved: boolean }> {
  const { rows } = await db.query<ReadPositionRow & { moved: boolean }>(
    `INSERT INTO read_positions AS rp (tenant_id, conversation_id, user_id, last_read_seq, read_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (conversation_id, user_id) DO UPDATE
       SET last_read_seq = EXCLUDED.last_read_seq, read_at = EXCLUDED.read_at
       WHERE rp.last_read_seq < EXCLUDED.last_read_seq
     RETURNING conversation_id, user_id, last_read_seq, read_at, emailed_seq, true AS moved`,
    [tenantId, conversationId, userId, seq, at],
  );
  if (rows[0]) {
    const { moved: _moved, ...position } = rows[0];
    return { position, moved: true };
  }
  const current = await readPosition(db, conversationId, userId);
  return { position: current!, moved: false };
}

export async function readPosition(
  db: Queryable,
  conversationId: string,
  userId: string,
): Promise<ReadPositionRow | null> {
  const { rows } = await db.query<ReadPositionRow>(
    `SELECT conversation_id, user_id, last_read_seq, read_at, emailed_seq FROM read_positions
      WHERE conversation_id = $1 AND user_id = $2`,
    [conversationId, userId],
  );
  return rows[0] ?? null;
}

/** Everyone's position in a conversation ("Seen by"). */
export async function positionsIn(
  db: Queryable,
  conversationId: string,
): Promise<ReadPositionRow[]> {
  const { rows } = await db.query<ReadPositionRow>(
    `SELECT conversation_id, user_id, last_read_seq, read_at, emailed_seq FROM read_positions
      WHERE conversation_id = $1 AND last_read_seq > 0 ORDER BY read_at DESC, user_id`,
    [conversationId],
  );
  return rows;
}

/** Records that messages up to `seq` were emailed to the reader. */
export async function markEmailed(
  db: Queryable,
  tenantId: string,
  conversationId: string,
  userId: string,
  seq: number,
): Promise<void> {
  await db.query(
    `INSERT INTO read_positions AS rp (tenant_id, conversation_id, user_id, emailed_seq)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (conversation_id, user_id) DO UPDATE
       SET emailed_seq = GREATEST(rp.emailed_seq, EXCLUDED.emailed_seq)`,
    [tenantId, conversationId, userId, seq],
  );
}

/** The positions of some readers (absent ones have read and been emailed nothing). */
export async function positionsOf(
  db: Queryable,
  conversationId: string,
  userIds: readonly string[],
): Promise<Map<string, ReadPositionRow>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.query<ReadPositionRow>(
    `SELECT conversation_id, user_id, last_read_seq, read_at, emailed_seq FROM read_positions
      WHERE conversation_id = $1 AND user_id = ANY($2::uuid[])`,
    [conversationId, [...userIds]],
  );
  return new Map(rows.map((row) => [row.user_id, row]));
}
