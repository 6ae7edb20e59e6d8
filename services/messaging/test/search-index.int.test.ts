/**
 * Search and the inbox under the tenant policies on real PostgreSQL, with thousands of messages
 * of several tenants: search finds its matches through the GIN index (migration 0004's
 * search_hits; under row-level security `@@` alone could not use it) and only in the caller's
 * tenant, and the inbox reads a tenant's conversations by its index (migration 0003).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Tx } from '@portico/kit';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { search } from '../src/store/messages';

let database: MigratedTestDatabase;
const tenants = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [own, other] = tenants as [string, string];
const person = randomUUID();

/** How often this transaction has scanned messages so far, by sequential scan and by index. */
async function scansOfMessages(tx: Tx): Promise<{ seq: number; gin: number }> {
  const { rows } = await tx.query<{ seq: string; gin: string }>(
    `SELECT seq_scan AS seq, pg_stat_get_xact_numscans('messages_search'::regclass) AS gin
       FROM pg_stat_xact_user_tables WHERE relname = 'messages'`,
  );
  return { seq: Number(rows[0]!.seq), gin: Number(rows[0]!.gin) };
}

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'messaging_search',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
  // 1,000 conversations of 5 messages in each tenant; one word only the first tenant uses.
  for (const tenantId of tenants)
    await database.db.tenantTransaction(tenantId, async (tx) => {
      await tx.query(
        `INSERT INTO conversations (id, tenant_id, subject, started_by, started_by_side, last_seq,
                                    last_message_at, created_at, updated_at)
         SELECT gen_random_uuid(), $1, 'Conversation ' || g, $2, 'client', 5,
                now() - g * interval '1 minute', now(), now()
           FROM generate_series(1, 1000) g`,
        [tenantId, person],
      );
      await tx.query(
        `INSERT INTO messages (id, tenant_id, conversation_id, seq, sender_id, sender_side, body,
                               created_at)
         SELECT gen_random_uuid(), c.tenant_id, c.id, s, $1, 'client',
                format('About the invoice for ref%s%s', (s * 13 + length(c.subject)) % 500,
                       CASE WHEN $2 AND s = 3 THEN ' and the pelican' ELSE '' END),
                now() - s * interval '1 second'
           FROM conversations c CROSS JOIN generate_series(1, 5) s`,
        [person, tenantId === own],
      );
    });
  await database.db.query('ANALYZE conversations, messages');
});

afterAll(async () => {
  await database?.close();
});

it("finds a tenant's matches by the search index, without scanning every tenant's messages", async () => {
  const { hits, scans } = await database.db.tenantTransaction(own, async (tx) => {
    const before = await scansOfMessages(tx);
    const hits = await search(tx, { text: 'pelican', limit: 20, offset: 0 });
    const after = await scansOfMessages(tx);
    return { hits, scans: { seq: after.seq - before.seq, gin: after.gin - before.gin } };
  });
  expect(hits).toHaveLength(21);
  expect(hits.every((hit) => hit.tenant_id === own && hit.headline.includes('<mark>'))).toBe(true);
  expect(scans.gin).toBeGreaterThanOrEqual(1);
  expect(scans.seq).toBe(0);
});

it("finds nothing of another tenant's, and nothing with no tenant or an empty one", async () => {
  const pelicansOf = (tenantId: string) =>
    database.db.tenantTransaction(tenantId, (tx) =>
      search(tx, { text: 'pelican', limit: 20, offset: 0 }),
    );
  await expect(pelicansOf(other)).resolves.toEqual([]);
  for (const setting of [null, '']) {
    const found = await database.db.transaction(async (tx) => {
      if (setting !== null)
        await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [setting]);
      await tx.query(`SET LOCAL ROLE ${database.db.tenantRole}`);
      return search(tx, { text: 'invoice', limit: 20, offset: 0 });
    });
    expect(found).toEqual([]);
  }
});

it("reads a tenant's inbox by the inbox index, not every tenant's conversations", async () => {
  const plan = await database.db.tenantTransaction(other, async (tx) => {
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT * FROM conversations c ORDER BY c.last_message_at DESC, c.id DESC LIMIT 30`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('Index Scan using conversations_inbox on conversations');
  expect(plan).not.toContain('Seq Scan');
});
