/**
 * SQL for conversations and their participants (run inside db.tenantTransaction: row-level
 * security confines every statement to one tenant).
 */
import type { Queryable } from '@portico/kit';

/** Which side of a conversation someone answers for (domain/sides.ts decides it). */
export type Side = 'team' | 'client';

export interface ConversationRow {
  id: string;
  tenant_id: string;
  subject: string;
  started_by: string;
  started_by_side: Side;
  audience_role: string;
  assignee_id: string | null;
  status: 'open' | 'closed';
  closed_at: Date | null;
  closed_by: string | null;
  last_seq: number;
  last_message_at: Date;
  created_at: Date;
  updated_at: Date;
}

/**
 * ConversationRow's columns by name, for prepared statements: a cached plan of `SELECT *` fails
 * ("cached plan must not change result type") once a migration adds a column, which during a
 * rolling deploy would fail every post of the replicas still running (kit db README,
 * "Prepared statements").
 */
export const CONVERSATION_COLUMNS = (alias: string) =>
  [
    'id',
    'tenant_id',
    'subject',
    'started_by',
    'started_by_side',
    'audience_role',
    'assignee_id',
    'status',
    'closed_at',
    'closed_by',
    'last_seq',
    'last_message_at',
    'created_at',
    'updated_at',
  ]
    .map((column) => `${alias}.${column}`)
    .join(', ');

/** A conversation as one reader sees it in a list: their position and unread messages. */
export interface InboxRow extends ConversationRow {
  my_read_seq: number;
  unread_count: number;
}

export interface ParticipantRow {
  conversation_id: string;
  user_id: string;
  side: Side;
  joined_at: Date;
}

export async function insertConversation(
  db: Queryable,
  row: Omit<ConversationRow, 'closed_at' | 'closed_by' | 'last_seq' | 'status' | 'updated_at'>,
): Promise<void> {
  await db.query(
    `INSERT INTO conversations (id, tenant_id, subject, started_by, started_by_side, audience_role,
                                assignee_id, last_message_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [
      row.id,
      row.tenant_id,
      row.subject,
      row.started_by,
      row.started_by_side,
      row.audience_role,
      row.assignee_id,
      row.last_message_at,
      row.created_at,
    ],
  );
}

export async function findConversation(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ConversationRow | null> {
  const { rows } = await db.query<ConversationRow>(
    `SELECT * FROM conversations WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The conversation and whether `userId` takes part in it, in one read (every post and most
 * reads ask both). `forUpdate` locks the conversation's row until the transaction ends.
 */
export async function findWithParticipation(
  db: Queryable,
  id: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<(ConversationRow & { takes_part: boolean }) | null> {
  const { rows } = await db.query<ConversationRow & { takes_part: boolean }>(
    `SELECT ${CONVERSATION_COLUMNS('c')}, EXISTS (SELECT 1 FROM participants p
                          WHERE p.conversation_id = c.id AND p.user_id = $2) AS takes_part
       FROM conversations c WHERE c.id = $1${options.forUpdate ? ' FOR UPDATE OF c' : ''}`,
    [id, userId],
    {
      prepareAs: options.forUpdate
        ? 'messaging.conversation_with_participation_for_update'
        : 'messaging.conversation_with_participation',
    },
  );
  return rows[0] ?? null;
}

export async function setAssignee(db: Queryable, id: string, assigneeId: string | null, at: Date) {
  await db.query(`UPDATE conversations SET assignee_id = $2, updated_at = $3 WHERE id = $1`, [
    id,
    assigneeId,
    at,
  ]);
}

export async function setStatus(
  db: Queryable,
  id: string,
  status: 'open' | 'closed',
  by: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE conversations
        SET status = $2, updated_at = $4,
            closed_at = CASE WHEN $2 = 'closed' THEN $4::timestamptz END,
            closed_by = CASE WHEN $2 = 'closed' THEN $3::uuid END
      WHERE id = $1`,
    [id, status, by, at],
  );
}

export interface InboxQuery {
  /**
   * The transaction's tenant, named again in the query: row-level security's test compares
   * text, which no index serves, so without it the inbox reads and sorts every conversation
   * of the tenant; with it the inbox index is walked newest first (bench/README.md).
   */
  tenantId: string;
  userId: string;
  /** Clients list only conversations they take part in. */
  onlyTakingPart: boolean;
  assignee?: 'mine' | 'unassigned';
  status?: 'open' | 'closed';
  /** The last row of the previous page. */
  after?: { at: Date; id: string };
  limit: number;
}

/** Newest activity first; one row more than `limit` tells there is another page. */
export async function listInbox(db: Queryable, query: InboxQuery): Promise<InboxRow[]> {
  const params: unknown[] = [query.userId, query.tenantId];
  const where: string[] = ['c.tenant_id = $2'];
  if (query.onlyTakingPart)
    where.push(
      `EXISTS (SELECT 1 FROM participants p WHERE p.conversation_id = c.id AND p.user_id = $1)`,
    );
  if (query.assignee === 'mine') where.push('c.assignee_id = $1');
  if (query.assignee === 'unassigned') where.push('c.assignee_id IS NULL');
  if (query.status) {
    params.push(query.status);
    where.push(`c.status = $${params.length}`);
  }
  if (query.after) {
    params.push(query.after.at, query.after.id);
    where.push(`(c.last_message_at, c.id) < ($${params.length - 1}, $${params.length}::uuid)`);
  }
  params.push(query.limit + 1);
  const { rows } = await db.query<InboxRow>(
    `${READER_SELECT}
      WHERE ${where.join(' AND ')}
      ORDER BY c.last_message_at DESC, c.id DESC
      LIMIT $${params.length}`,
    params,
  );
  return rows;
}

/** Columns plus the reader ($1)'s position and unread messages from others. */
const READER_SELECT = `
  SELECT c.*, COALESCE(rp.last_read_seq, 0) AS my_read_seq,
         (SELECT count(*)::int FROM messages m
           WHERE m.conversation_id = c.id AND m.seq > COALESCE(rp.last_read_seq, 0)
             AND m.sender_id <> $1 AND m.deleted_at IS NULL) AS unread_count
    FROM conversations c
    LEFT JOIN read_positions rp ON rp.conversation_id = c.id AND rp.user_id = $1`;

export async function findForReader(
  db: Queryable,
  id: string,
  userId: string,
): Promise<InboxRow | null> {
  const { rows } = await db.query<InboxRow>(`${READER_SELECT} WHERE c.id = $2`, [userId, id]);
  return rows[0] ?? null;
}

/**
 * The conversations the badge counts for a reader that have messages from others after their
 * position. Staff: those they take part in or are assigned, and the open unassigned ones (the
 * shared inbox); a client: those they take part in.
 */
export async function unreadByConversation(
  db: Queryable,
  userId: string,
  staff: boolean,
): Promise<Array<{ id: string; unread_count: number }>> {
  const counted = staff
    ? `(c.assignee_id = $1 OR (c.assignee_id IS NULL AND c.status = 'open') OR EXISTS (
          SELECT 1 FROM participants p WHERE p.conversation_id = c.id AND p.user_id = $1))`
    : `EXISTS (SELECT 1 FROM participants p WHERE p.conversation_id = c.id AND p.user_id = $1)`;
  const { rows } = await db.query<{ id: string; unread_count: number }>(
    `SELECT id, unread_count FROM (${READER_SELECT}
        WHERE ${counted} AND c.last_seq > COALESCE(rp.last_read_seq, 0)) counted
      WHERE unread_count > 0
      ORDER BY last_message_at DESC, id DESC`,
    [userId],
    { prepareAs: staff ? 'messaging.unread_for_staff' : 'messaging.unread_for_client' },
  );
  return rows;
}

/** Adds participants; answers the user ids that were not in it yet. */
export async function addParticipants(
  db: Queryable,
  tenantId: string,
  conversationId: string,
  people: ReadonlyArray<{ userId: string; side: Side }>,
  at: Date,
): Promise<string[]> {
  if (people.length === 0) return [];
  const { rows } = await db.query<{ user_id: string }>(
    `INSERT INTO participants (tenant_id, conversation_id, user_id, side, joined_at)
     SELECT $1, $2, person.user_id, person.side, $5
       FROM unnest($3::uuid[], $4::text[]) AS person (user_id, side)
     ON CONFLICT (conversation_id, user_id) DO NOTHING
     RETURNING user_id`,
    [tenantId, conversationId, people.map((p) => p.userId), people.map((p) => p.side), at],
  );
  return rows.map((row) => row.user_id);
}

export async function participantsOf(
  db: Queryable,
  conversationIds: readonly string[],
): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  const { rows } = await db.query<ParticipantRow>(
    `SELECT conversation_id, user_id, side, joined_at FROM participants
      WHERE conversation_id = ANY($1::uuid[]) ORDER BY joined_at, user_id`,
    [[...conversationIds]],
  );
  return rows;
}

/** The conversations a person takes part in. */
export async function conversationIdsOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ conversation_id: string }>(
    `SELECT conversation_id FROM participants WHERE user_id = $1`,
    [userId],
  );
  return rows.map((row) => row.conversation_id);
}

export async function takesPart(
  db: Queryable,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM participants WHERE conversation_id = $1 AND user_id = $2`,
    [conversationId, userId],
  );
  return rows.length > 0;
}

/** A member who left the tenant leaves its conversations (their messages stay). */
export async function removeFromEveryConversation(db: Queryable, userId: string): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM participants WHERE user_id = $1`, [userId]);
  return rowCount;
}
