/** SQL for messages and their attachments (inside db.tenantTransaction: RLS applies). */
import type { Queryable } from '@portico/kit';
import type { Side } from './conversations';

/**
 * What the portal says about a message besides its words, as a code and its figures: each
 * reader's screen and email renders it from their own catalogue.
 */
export interface MessageNote {
  /** A reply by email came with `count` files, which were not added (domain/replies.ts). */
  code: 'attachments_not_added';
  count: number;
}

export interface MessageRow {
  id: string;
  tenant_id: string;
  conversation_id: string;
  seq: number;
  sender_id: string;
  sender_side: Side;
  body: string;
  via: 'portal' | 'email' | 'api';
  notes: MessageNote[];
  client_message_id: string | null;
  synthetic: boolean;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
}

export interface AttachmentRow {
  message_id: string;
  conversation_id: string;
  file_id: string;
  position: number;
  file_name: string;
  content_type: string;
  /** bigint: text, as the kit returns it. */
  size_bytes: string;
}

export const COLUMNS = `m.id, m.tenant_id, m.conversation_id, m.seq, m.sender_id, m.sender_side, m.body,
  m.via, m.notes, m.client_message_id, m.synthetic, m.created_at, m.edited_at, m.deleted_at`;

export async function insertAttachments(
  db: Queryable,
  tenantId: string,
  message: Pick<MessageRow, 'id' | 'conversation_id'>,
  files: ReadonlyArray<{
    fileId: string;
    fileName: string;
    contentType: string;
    sizeBytes: string;
  }>,
): Promise<void> {
  if (files.length === 0) return;
  await db.query(
    `INSERT INTO attachments (tenant_id, message_id, conversation_id, file_id, position, file_name,
                              content_type, size_bytes)
     SELECT $1, $2, $3, f.file_id, f.position, f.file_name, f.content_type, f.size_bytes
       FROM unnest($4::uuid[], $5::int[], $6::text[], $7::text[], $8::bigint[])
         AS f (file_id, position, file_name, content_type, size_bytes)`,
    [
      tenantId,
      message.id,
      message.conversation_id,
      files.map((f) => f.fileId),
      files.map((_, i) => i),
      files.map((f) => f.fileName),
      files.map((f) => f.contentType),
      files.map((f) => f.sizeBytes),
    ],
  );
}

export async function findMessage(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages m WHERE m.id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findByClientId(
  db: Queryable,
  conversationId: string,
  senderId: string,
  clientMessageId: string,
): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages m
      WHERE m.conversation_id = $1 AND m.sender_id = $2 AND m.client_message_id = $3`,
    [conversationId, senderId, clientMessageId],
  );
  return rows[0] ?? null;
}

/** A started conversation found again by its first message's client id (a retried start). */
export async function findStartedBy(
  db: Queryable,
  senderId: string,
  clientMessageId: string,
): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages m
      WHERE m.sender_id = $1 AND m.client_message_id = $2 AND m.seq = 1`,
    [senderId, clientMessageId],
  );
  return rows[0] ?? null;
}

export interface ThreadPage {
  before?: number;
  after?: number;
  limit: number;
}

/** One page in order (oldest first), and whether more lie before and after it. */
export async function listThread(
  db: Queryable,
  conversationId: string,
  page: ThreadPage,
): Promise<{ messages: MessageRow[]; hasOlder: boolean; hasNewer: boolean }> {
  if (page.after !== undefined) {
    const { rows } = await db.query<MessageRow>(
      `SELECT ${COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND m.seq > $2
        ORDER BY m.seq ASC LIMIT $3`,
      [conversationId, page.after, page.limit + 1],
    );
    const messages = rows.slice(0, page.limit);
    return {
      messages,
      hasNewer: rows.length > page.limit,
      hasOlder: await anyBefore(db, conversationId, messages[0]?.seq ?? page.after + 1),
    };
  }
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND ($2::int IS NULL OR m.seq < $2)
      ORDER BY m.seq DESC LIMIT $3`,
    [conversationId, page.before ?? null, page.limit + 1],
  );
  return {
    messages: rows.slice(0, page.limit).reverse(),
    hasOlder: rows.length > page.limit,
    hasNewer: false,
  };
}

async function anyBefore(db: Queryable, conversationId: string, seq: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM messages WHERE conversation_id = $1 AND seq < $2 LIMIT 1`,
    [conversationId, seq],
  );
  return rows.length > 0;
}

/** The newest message of each conversation (previews in the inbox). */
export async function lastMessages(
  db: Queryable,
  conversations: ReadonlyArray<{ id: string; last_seq: number }>,
): Promise<MessageRow[]> {
  const withMessages = conversations.filter((c) => c.last_seq > 0);
  if (withMessages.length === 0) return [];
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages m
       JOIN unnest($1::uuid[], $2::int[]) AS last (conversation_id, seq)
         ON m.conversation_id = last.conversation_id AND m.seq = last.seq`,
    [withMessages.map((c) => c.id), withMessages.map((c) => c.last_seq)],
  );
  return rows;
}

/** Messages from others after `afterSeq` that are not deleted, oldest first. */
export async function unreadFrom(
  db: Queryable,
  conversationId: string,
  readerId: string,
  afterSeq: number,
): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${COLUMNS} FROM messages m
      WHERE m.conversation_id = $1 AND m.seq > $3 AND m.sender_id <> $2 AND m.deleted_at IS NULL
        AND NOT m.synthetic
      ORDER BY m.seq`,
    [conversationId, readerId, afterSeq],
  );
  return rows;
}

export async function attachmentsOf(
  db: Queryable,
  messageIds: readonly string[],
): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  const { rows } = await db.query<AttachmentRow>(
    `SELECT message_id, conversation_id, file_id, position, file_name, content_type, size_bytes
       FROM attachments WHERE message_id = ANY($1::uuid[]) ORDER BY message_id, position`,
    [[...messageIds]],
  );
  return rows;
}

/** An attachment with that file id in the tenant, on the message named if one is. */
export async function findAttachment(
  db: Queryable,
  fileId: string,
  messageId?: string,
): Promise<AttachmentRow | null> {
  const { rows } = await db.query<AttachmentRow>(
    `SELECT a.message_id, a.conversation_id, a.file_id, a.position, a.file_name, a.content_type,
            a.size_bytes
       FROM attachments a JOIN messages m ON m.id = a.message_id
      WHERE a.file_id = $1 AND ($2::uuid IS NULL OR a.message_id = $2) AND m.deleted_at IS NULL
      ORDER BY m.created_at DESC LIMIT 1`,
    [fileId, messageId ?? null],
  );
  return rows[0] ?? null;
}

export async function updateBody(db: Queryable, id: string, body: string, at: Date) {
  await db.query(`UPDATE messages SET body = $2, edited_at = $3 WHERE id = $1`, [id, body, at]);
}

/** The text and attachments go; the row stays, shown as deleted. */
export async function markDeleted(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE messages SET body = '', deleted_at = $2 WHERE id = $1`, [id, at]);
  await db.query(`DELETE FROM attachments WHERE message_id = $1`, [id]);
}
