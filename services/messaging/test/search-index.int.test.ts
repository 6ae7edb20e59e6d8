/**
 * Search's two steps (store/search.ts) on real PostgreSQL, as the service's own non-superuser
 * owner with row-level security forced: the first finds a tenant's matches through the text
 * index, not by reading each of the tenant's messages; the second shows only what the tenant
 * scope lets through, so an id of another tenant's message or another conversation is dropped.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Database, Queryable } from '@portico/kit';
import { openTestDatabase } from '../../../tooling/test-infra/db';
import { findHits, readHits } from '../src/store/search';

let db: Database;
let close: () => Promise<void>;
const acme = randomUUID();
const globex = randomUUID();
let acmeTalk: string;
let acmeOther: string;

/** A conversation of `tenantId` with `count` messages, every hundredth about a pelican. */
async function conversation(tenantId: string, count: number): Promise<string> {
  const id = randomUUID();
  const sender = randomUUID();
  await db.tenantTransaction(tenantId, async (tx) => {
    await tx.query(
      `INSERT INTO conversations (id, tenant_id, subject, started_by, started_by_side, last_seq,
                                  last_message_at, created_at, updated_at)
       VALUES ($1, $2, 'Filing', $3, 'team', $4, now(), now(), now())`,
      [id, tenantId, sender, count],
    );
    await tx.query(
      `INSERT INTO messages (id, tenant_id, conversation_id, seq, sender_id, sender_side, body,
                             created_at)
       SELECT gen_random_uuid(), $1, $2, s, $3, 'team',
              CASE WHEN s % 100 = 0 THEN 'The pelican invoice, page ' || s
                   ELSE 'About the contract for ref' || s END,
              now() - ($4::int - s) * interval '1 minute'
         FROM generate_series(1, $4::int) s`,
      [tenantId, id, sender, count],
    );
  });
  return id;
}

beforeAll(async () => {
  ({ db, close } = await openTestDatabase({
    prefix: 'messaging_search',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  }));
  acmeTalk = await conversation(acme, 6000);
  acmeOther = await conversation(acme, 1000);
  await conversation(globex, 1000);
  await db.query('ANALYZE messages');
});
afterAll(() => close?.());

/**
 * The plan PostgreSQL picks for each statement `fn` sends through `via`, instead of running it,
 * with sequential scans priced out: these tables are small, and the question is whether the
 * text index can be used at all.
 */
async function plansOf(via: Queryable, fn: (db: Queryable) => Promise<unknown>): Promise<string> {
  await via.query('SET LOCAL enable_seqscan = off');
  const plans: string[] = [];
  const explaining: Queryable = {
    query: (async (sql: string, params?: unknown[]) => {
      const { rows } = await via.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      plans.push(JSON.stringify(rows));
      return { rows: [], rowCount: 0 };
    }) as Queryable['query'],
  };
  await fn(explaining);
  return plans.join('\n');
}

const pelicans = { tenantId: acme, text: 'pelican', limit: 21, offset: 0 };

test("finds the tenant's matches, best first, through the text index", async () => {
  const hits = await findHits(db, { ...pelicans, limit: 100 });
  expect(hits).toHaveLength(70);
  expect(hits.map((hit) => hit.rank)).toEqual(
    [...hits.map((hit) => hit.rank)].sort((a, b) => b - a),
  );
  const plan = await db.transaction((tx) => plansOf(tx, (q) => findHits(q, pelicans)));
  expect(plan).toContain('"Index Name":"messages_search"');
  // Under the tenant's scope the same statement cannot use it: `@@` waits for the policy.
  const scoped = await db.tenantTransaction(acme, (tx) =>
    plansOf(tx, (q) => findHits(q, pelicans)),
  );
  expect(scoped).not.toContain('"Index Name":"messages_search"');
});

test('looks only in the conversations it is given', async () => {
  const hits = await findHits(db, {
    tenantId: acme,
    text: 'pelican',
    conversationIds: [acmeOther],
    limit: 100,
    offset: 0,
  });
  expect(hits).toHaveLength(10);
  const rows = await db.tenantTransaction(acme, (tx) =>
    readHits(tx, hits, { text: 'pelican', conversationIds: [acmeOther] }),
  );
  expect(new Set(rows.map((row) => row.conversation_id))).toEqual(new Set([acmeOther]));
  expect(rows[0]!.headline).toContain('<mark>pelican</mark>');
});

test('shows no row of another tenant or conversation, whatever ids it is handed', async () => {
  const globexHits = await findHits(db, {
    tenantId: globex,
    text: 'pelican',
    limit: 5,
    offset: 0,
  });
  expect(globexHits).toHaveLength(5);
  const acmeHits = await findHits(db, {
    tenantId: acme,
    text: 'pelican',
    conversationIds: [acmeTalk],
    limit: 5,
    offset: 0,
  });
  const shown = await db.tenantTransaction(acme, (tx) =>
    readHits(tx, [...globexHits, ...acmeHits], { text: 'pelican' }),
  );
  expect(shown.map((row) => row.id)).toEqual(acmeHits.map((hit) => hit.id));
  const onlyOther = await db.tenantTransaction(acme, (tx) =>
    readHits(tx, acmeHits, { text: 'pelican', conversationIds: [acmeOther] }),
  );
  expect(onlyOther).toEqual([]);
});
