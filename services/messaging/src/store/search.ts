/**
 * Full-text search's SQL, in two steps (bench/README.md, "Messages"):
 *
 * 1. `findHits`, on the service's own connection, outside any tenant scope: which messages of
 *    the tenant match, best first. Under a tenant scope PostgreSQL may not use the text index:
 *    `@@` is not leakproof, so it must wait for the row-level security test and every search
 *    read each of the tenant's messages (2.7 s at p99 over a million). The service's own user
 *    reads messages through `retention_all_tenants` (migrations/0001), so the tenant is named
 *    here in the query, and only ids and ranks leave this step.
 * 2. `readHits`, inside the tenant's scoped transaction: the rows of those ids, under row-level
 *    security, with the match and the caller's conversations tested again, so a wrong id from
 *    step 1 can only shorten a page, never show another tenant's or conversation's message.
 */
import type { Queryable } from '@portico/kit';
import { COLUMNS, type MessageRow } from './messages';

export interface SearchHit {
  id: string;
  rank: number;
}

export interface SearchRow extends MessageRow {
  subject: string;
  rank: number;
  headline: string;
}

export async function findHits(
  db: Queryable,
  query: {
    tenantId: string;
    text: string;
    /** Only these conversations (a client's own, or the one searched in); absent: all. */
    conversationIds?: readonly string[];
    limit: number;
    offset: number;
  },
): Promise<SearchHit[]> {
  const { rows } = await db.query<SearchHit>(
    `SELECT m.id, ts_rank(m.search, q.query) AS rank
       FROM messages m, websearch_to_tsquery('english', $2) AS q(query)
      WHERE m.tenant_id = $1 AND m.search @@ q.query AND m.deleted_at IS NULL
        AND ($3::uuid[] IS NULL OR m.conversation_id = ANY($3::uuid[]))
      ORDER BY rank DESC, m.created_at DESC, m.id DESC
      LIMIT $4 OFFSET $5`,
    [
      query.tenantId,
      query.text,
      query.conversationIds ? [...query.conversationIds] : null,
      query.limit,
      query.offset,
    ],
  );
  return rows;
}

/** The hits' rows in the hits' order, each still matching and in one of `conversationIds`. */
export async function readHits(
  db: Queryable,
  hits: readonly SearchHit[],
  query: { text: string; conversationIds?: readonly string[] },
): Promise<SearchRow[]> {
  if (hits.length === 0) return [];
  // The headline only for the page: ts_headline reads the whole text.
  const { rows } = await db.query<SearchRow>(
    `WITH q AS (SELECT websearch_to_tsquery('english', $1) AS query)
     SELECT ${COLUMNS}, c.subject, h.rank,
            ts_headline('english',
              replace(replace(replace(m.body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
              q.query, 'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15')
              AS headline
       FROM unnest($2::uuid[], $3::real[]) WITH ORDINALITY AS h(id, rank, n)
       JOIN messages m ON m.id = h.id
       JOIN conversations c ON c.id = m.conversation_id, q
      WHERE m.search @@ q.query AND m.deleted_at IS NULL
        AND ($4::uuid[] IS NULL OR m.conversation_id = ANY($4::uuid[]))
      ORDER BY h.n`,
    [
      query.text,
      hits.map((hit) => hit.id),
      hits.map((hit) => hit.rank),
      query.conversationIds ? [...query.conversationIds] : null,
    ],
  );
  return rows;
}
