/**
 * Messages at scale (issue 27 "Performance"): one workspace with `conversations` conversations
 * of `messagesEach` messages each (10,000 and 100 by default: a million messages), written with
 * SQL into messaging's database, and the three reads its staff make of it through the gateway:
 * the inbox's first page, a page of a thread, and a search.
 *
 * The rows are what messaging itself stores (each message's `search` vector is the table's
 * generated column, its indexes are the migrations'), between the workspace's owner and its
 * members, so the gateway's names and access checks run as for any inbox. The reads run with a
 * few connections (`STAFF_AT_WORK`), a handful of staff at work: the targets are latencies, which
 * a saturating run would turn into queueing.
 */
import pg from 'pg';
import type { SignedIn } from './api';
import { STAFF_AT_WORK, type Requests } from './load';
import type { Scenario } from './scenarios';

export interface MessagingSeed {
  conversations: number;
  messagesEach: number;
}

export interface MessagingData {
  /** The workspace's owner: staff, who see every conversation of it. */
  staff: SignedIn & { tenantId: string };
  /** Every seeded conversation, for the thread reads. */
  conversationIds: string[];
}

/** Scenario names, so `--only` can tell whether the data set is needed. */
export const MESSAGING_SCENARIOS = {
  inbox: 'GET /api/conversations (inbox of 10,000)',
  thread: 'GET /api/conversations/{id}/messages (thread page)',
  search: 'GET /api/messages/search',
} as const;

const BATCH = 500;

/** Words the messages are made of: common ones every search meets, and 1,000 rare references. */
const TOPICS = [
  'invoice',
  'contract',
  'payroll',
  'deadline',
  'meeting',
  'receipt',
  'budget',
  'audit',
  'proposal',
  'schedule',
];
const REFERENCES = 1000;

/**
 * Writes the conversations and their messages (the owner answers every second message), the
 * clients as participants, and everyone's read position part way. Answers the ids.
 */
export async function seedMessaging(
  messagingUrl: string,
  tenantId: string,
  staffId: string,
  clientIds: readonly string[],
  seed: MessagingSeed,
): Promise<string[]> {
  if (clientIds.length === 0) throw new Error('the messaging workspace has no members');
  const client = new pg.Client({ connectionString: messagingUrl });
  await client.connect();
  try {
    const ids: string[] = [];
    for (let start = 0; start < seed.conversations; start += BATCH) {
      const count = Math.min(BATCH, seed.conversations - start);
      const { rows } = await client.query<{ id: string }>(
        `WITH made AS (
           INSERT INTO conversations (id, tenant_id, subject, started_by, started_by_side, status,
                                      last_seq, last_message_at, created_at, updated_at)
           SELECT gen_random_uuid(), $1, 'Bench conversation ' || g, ($3::uuid[])[1 + g % $4],
                  'client', CASE WHEN g % 5 = 0 THEN 'closed' ELSE 'open' END, $5,
                  now() - g * interval '1 minute', now() - interval '1 year', now()
             FROM generate_series($6::int, $6::int + $7::int - 1) g
           RETURNING id, started_by)
         , joined AS (
           INSERT INTO participants (tenant_id, conversation_id, user_id, side, joined_at)
           SELECT $1, id, started_by, 'client', now() - interval '1 year' FROM made
           UNION ALL
           SELECT $1, id, $2, 'team', now() - interval '1 year' FROM made)
         SELECT id FROM made`,
        [tenantId, staffId, clientIds, clientIds.length, seed.messagesEach, start, count],
      );
      const batch = rows.map((r) => r.id);
      await client.query(
        `INSERT INTO messages (id, tenant_id, conversation_id, seq, sender_id, sender_side, body,
                               created_at)
         SELECT gen_random_uuid(), $1, c.id, s,
                CASE WHEN s % 2 = 0 THEN $2 ELSE c.started_by END,
                CASE WHEN s % 2 = 0 THEN 'team' ELSE 'client' END,
                format('About the %s for ref%s: please see page %s before the %s.',
                       ($5::text[])[1 + (s * 7 + ord::int) % array_length($5::text[], 1)],
                       (ord::int * 31 + s) % $6, s,
                       ($5::text[])[1 + (s + ord::int) % array_length($5::text[], 1)]),
                now() - interval '1 year' + s * interval '1 minute'
           FROM unnest($3::uuid[]) WITH ORDINALITY AS c0(id, ord)
           JOIN conversations c ON c.id = c0.id
           CROSS JOIN generate_series(1, $4::int) s`,
        [tenantId, staffId, batch, seed.messagesEach, TOPICS, REFERENCES],
      );
      await client.query(
        `INSERT INTO read_positions (tenant_id, conversation_id, user_id, last_read_seq, read_at)
         SELECT c.tenant_id, c.id, p.user_id, c.last_seq / 2, now()
           FROM conversations c JOIN participants p ON p.conversation_id = c.id
          WHERE c.id = ANY($1::uuid[])`,
        [batch],
      );
      ids.push(...batch);
    }
    await client.query('ANALYZE conversations, participants, messages, read_positions');
    return ids;
  } finally {
    await client.end();
  }
}

function roundRobin<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length] as T;
}

function asStaff(data: MessagingData, path: () => string): Requests {
  const headers = {
    authorization: `Bearer ${data.staff.accessToken}`,
    'x-tenant-id': data.staff.tenantId,
  };
  return [
    {
      method: 'GET',
      path: '/',
      setupRequest: (req) => ({ ...req, path: path(), headers: { ...req.headers, ...headers } }),
    },
  ];
}

export function messagingScenarios(
  gateway: string,
  data: MessagingData,
  seconds: number,
): Scenario[] {
  const shape = { durationSeconds: seconds, connections: STAFF_AT_WORK };
  const filters = roundRobin(['', '&filter=unassigned', '&status=closed', '&filter=mine']);
  const conversation = roundRobin(data.conversationIds);
  // Half the searches name a rare reference (about a thousand matches), half add a common word
  // (tens of thousands of candidates), as a person narrowing a search does.
  const searches = roundRobin(
    Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? `ref${(i * 37) % REFERENCES}`
        : `${TOPICS[i % TOPICS.length]} ref${(i * 53) % REFERENCES}`,
    ),
  );
  const goals = (maxP99Ms: number) => ({ maxP99Ms, zeroErrors: true });
  return [
    {
      name: MESSAGING_SCENARIOS.inbox,
      description:
        "Staff's inbox, first page of 30, newest activity first, rotating the filters (all, " +
        'unassigned, closed, mine): messaging ListConversations with unread counts, then the ' +
        `participants' names from identity. ${STAFF_AT_WORK} connections.`,
      target: 'portico',
      url: gateway,
      shape,
      requests: () => asStaff(data, () => `/api/conversations?limit=30${filters()}`),
      goals: goals(50),
    },
    {
      name: MESSAGING_SCENARIOS.thread,
      description:
        'The newest page (50) of a thread with everyone’s read position, rotating over every ' +
        `seeded conversation. ${STAFF_AT_WORK} connections.`,
      target: 'portico',
      url: gateway,
      shape,
      requests: () => asStaff(data, () => `/api/conversations/${conversation()}/messages`),
      goals: goals(50),
    },
    {
      name: MESSAGING_SCENARIOS.search,
      description:
        'Full-text search over the million messages (tsvector, ranked, highlighted), 20 best: a ' +
        `rare reference, or a common word with one. ${STAFF_AT_WORK} connections.`,
      target: 'portico',
      url: gateway,
      shape,
      requests: () =>
        asStaff(data, () => `/api/messages/search?q=${encodeURIComponent(searches())}&limit=20`),
      goals: goals(150),
    },
  ];
}
