/**
 * A new message's rows in one statement: the conversation numbers it (its row stays locked
 * until the transaction ends, so numbers never collide) and is open again, the message is
 * stored, the sender takes part and has read up to it, and the conversation's email batch opens
 * if none is waiting. One round trip instead of six on the busiest write (bench/README.md,
 * "Messages"). Data-modifying WITH clauses all run to completion whether or not the final
 * SELECT reads them, and all see the snapshot from before the statement, which is why the
 * participants are those already there plus the sender if they just joined.
 */
import type { Queryable } from '@portico/kit';
import { CONVERSATION_COLUMNS, type ConversationRow } from './conversations';
import type { MessageRow } from './messages';

export interface RecordedMessage {
  /** The conversation after the message (numbered, open, last message at). */
  conversation: ConversationRow;
  /** The message opened the conversation's email batch (no batch was waiting). */
  batchOpened: boolean;
  /** Everyone taking part now, the sender included, oldest first. */
  participantIds: string[];
}

export async function recordMessage(
  db: Queryable,
  message: Omit<MessageRow, 'seq' | 'edited_at' | 'deleted_at'>,
  options: { emailDueAt: Date | null },
): Promise<RecordedMessage | null> {
  const { rows } = await db.query<
    ConversationRow & { batch_opened: boolean; participant_ids: string[] }
  >(
    `WITH conv AS (
       UPDATE conversations
          SET last_seq = last_seq + 1, last_message_at = $4, updated_at = $4,
              status = 'open', closed_at = NULL, closed_by = NULL
        WHERE id = $2
        RETURNING ${CONVERSATION_COLUMNS('conversations')}),
     stored AS (
       INSERT INTO messages (id, tenant_id, conversation_id, seq, sender_id, sender_side, body, via,
                             notes, client_message_id, synthetic, created_at)
       SELECT $3, $1, conv.id, conv.last_seq, $5, $6, $7, $8, $12::jsonb, $9, $10, $4 FROM conv
       RETURNING seq),
     joined AS (
       INSERT INTO participants (tenant_id, conversation_id, user_id, side, joined_at)
       SELECT $1, conv.id, $5, $6, $4 FROM conv
       ON CONFLICT (conversation_id, user_id) DO NOTHING
       RETURNING user_id),
     seen AS (
       INSERT INTO read_positions AS rp (tenant_id, conversation_id, user_id, last_read_seq, read_at)
       SELECT $1, conv.id, $5, conv.last_seq, $4 FROM conv
       ON CONFLICT (conversation_id, user_id) DO UPDATE
         SET last_read_seq = EXCLUDED.last_read_seq, read_at = EXCLUDED.read_at
         WHERE rp.last_read_seq < EXCLUDED.last_read_seq
       RETURNING 1),
     batch AS (
       INSERT INTO email_batches (conversation_id, tenant_id, due_at)
       SELECT conv.id, $1, $11::timestamptz FROM conv WHERE $11::timestamptz IS NOT NULL
       ON CONFLICT (conversation_id) DO NOTHING
       RETURNING 1)
     SELECT ${CONVERSATION_COLUMNS('conv')},
            EXISTS (SELECT 1 FROM batch) AS batch_opened,
            ARRAY(SELECT p.user_id FROM participants p WHERE p.conversation_id = $2
                   ORDER BY p.joined_at, p.user_id)
              || ARRAY(SELECT user_id FROM joined) AS participant_ids
       FROM conv`,
    [
      message.tenant_id,
      message.conversation_id,
      message.id,
      message.created_at,
      message.sender_id,
      message.sender_side,
      message.body,
      message.via,
      message.client_message_id,
      message.synthetic,
      options.emailDueAt,
      JSON.stringify(message.notes),
    ],
    { prepareAs: 'messaging.record_message' },
  );
  const row = rows[0];
  if (!row) return null;
  const { batch_opened, participant_ids, ...conversation } = row;
  return { conversation, batchOpened: batch_opened, participantIds: participant_ids };
}
