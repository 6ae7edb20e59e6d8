/**
 * SQL for the live stream's log (migrations/0002_stream_log.sql): each tenant's message and
 * conversation events numbered in commit order, read back after a position for a stream that
 * reconnects, pruned after a few days.
 */
import type { OutboxRowValues, Queryable } from '@portico/kit';

export interface StreamEntryRow {
  position: string;
  topic: string;
  payload: Uint8Array;
}

/**
 * Takes the tenant's next position (the head row stays locked until the transaction ends, so a
 * tenant's events are numbered, and reach the outbox, in the order their transactions commit),
 * writes the log's entry and the outbox's row in the same statement, and answers the position
 * and the bytes both rows carry. `payload` is the event encoded without its position; both rows
 * carry it with the position's field appended (`positionField`, migrations/0006): one statement
 * under the lock instead of three round trips.
 */
export async function appendWithNextPosition(
  db: Queryable,
  entry: {
    tenantId: string;
    conversationId: string;
    messageId: string | null;
    participantIds: readonly string[];
    topic: string;
    payload: Uint8Array;
    positionField: number;
    at: Date;
  },
  outbox: OutboxRowValues,
): Promise<{ position: string; payload: Buffer }> {
  const { rows } = await db.query<{ position: string; payload: Buffer }>(
    `WITH head AS (
       INSERT INTO stream_heads AS h (tenant_id, position) VALUES ($1, 1)
       ON CONFLICT (tenant_id) DO UPDATE SET position = h.position + 1
       RETURNING position
     ), event AS (
       SELECT position, $6::bytea || protobuf_varint_field($7, position) AS payload FROM head
     ), logged AS (
       INSERT INTO stream_events (tenant_id, position, conversation_id, message_id,
                                  participant_ids, topic, payload, created_at)
       SELECT $1, position, $2, $3, $4::uuid[], $5, payload, $8 FROM event
     ), sent AS (
       INSERT INTO outbox (event_id, topic, event_key, event_type, tenant_id, payload, headers,
                           occurred_at)
       SELECT $9, $5, $10, $11, $12, payload, $13::jsonb, COALESCE($14::timestamptz, now())
         FROM event
     )
     SELECT position::text, payload FROM event`,
    [
      entry.tenantId,
      entry.conversationId,
      entry.messageId,
      [...entry.participantIds],
      entry.topic,
      Buffer.from(entry.payload.buffer, entry.payload.byteOffset, entry.payload.byteLength),
      entry.positionField,
      entry.at,
      outbox.eventId,
      outbox.key,
      outbox.type,
      outbox.tenantId,
      outbox.headers,
      outbox.occurredAt,
    ],
    { prepareAs: 'messaging.append_with_next_position' },
  );
  return rows[0]!;
}

/** A deleted message's earlier entries go with its text (the deletion's own entry stays). */
export async function forgetMessageEntries(
  db: Queryable,
  messageId: string,
  keepPosition: string,
): Promise<void> {
  await db.query('DELETE FROM stream_events WHERE message_id = $1 AND position <> $2::bigint', [
    messageId,
    keepPosition,
  ]);
}

export interface StreamHead {
  position: string;
  pruned_through: string;
}

export async function head(db: Queryable): Promise<StreamHead> {
  const { rows } = await db.query<StreamHead>(
    'SELECT position::text, pruned_through::text FROM stream_heads',
    [],
    { prepareAs: 'messaging.stream_head' },
  );
  return rows[0] ?? { position: '0', pruned_through: '0' };
}

/**
 * Entries after `after`, oldest first, that `userId` may see: every entry for staff, the
 * entries of conversations they took part in for a client.
 */
export async function entriesAfter(
  db: Queryable,
  after: string,
  limit: number,
  viewer: { userId: string; staff: boolean },
): Promise<StreamEntryRow[]> {
  const { rows } = await db.query<StreamEntryRow>(
    `SELECT position::text, topic, payload FROM stream_events
      WHERE position > $1::bigint AND ($3 OR $4::uuid = ANY(participant_ids))
      ORDER BY position LIMIT $2`,
    [after, limit, viewer.staff, viewer.userId],
    { prepareAs: 'messaging.stream_entries_after' },
  );
  return rows;
}

/** Removes every tenant's entries older than `before` (as the service's own user). */
export async function pruneEntries(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query<{ removed: number }>(
    `WITH gone AS (DELETE FROM stream_events WHERE created_at < $1 RETURNING tenant_id, position),
          last AS (SELECT tenant_id, max(position) AS through, count(*) AS n FROM gone GROUP BY tenant_id),
          moved AS (UPDATE stream_heads h SET pruned_through = GREATEST(h.pruned_through, last.through)
                      FROM last WHERE h.tenant_id = last.tenant_id RETURNING last.n)
     SELECT COALESCE(sum(n), 0)::int AS removed FROM moved`,
    [before],
  );
  return rows[0]?.removed ?? 0;
}
