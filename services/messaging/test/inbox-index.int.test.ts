/**
 * The inbox under the uuid tenant policies (migration 0003) on real PostgreSQL, with thousands
 * of conversations of several tenants: a tenant's first page is read by the conversations_inbox
 * index rather than every tenant's rows, and with the tenant setting unset or empty the tenant
 * role sees no conversation and can start none.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { openTestDatabase, type MigratedTestDatabase } from '../../../tooling/test-infra/db';
import { plansOf } from '../../../tooling/test-infra/plans';
import { listInbox } from '../src/store/conversations';

let database: MigratedTestDatabase;
const tenants = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const person = randomUUID();

const newConversation = (tenantId: string) =>
  [
    `INSERT INTO conversations (id, tenant_id, subject, started_by, started_by_side,
                              last_message_at, created_at, updated_at)
   VALUES (gen_random_uuid(), $1, 'Planted', $2, 'client', now(), now(), now())`,
    [tenantId, person],
  ] as const;

beforeAll(async () => {
  database = await openTestDatabase({
    prefix: 'messaging_inbox',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  });
  for (const tenantId of tenants)
    await database.db.tenantTransaction(tenantId, (tx) =>
      tx.query(
        `INSERT INTO conversations (id, tenant_id, subject, started_by, started_by_side,
                                    last_message_at, created_at, updated_at)
         SELECT gen_random_uuid(), $1, 'Conversation ' || g, $2, 'client',
                now() - g * interval '1 minute', now(), now()
           FROM generate_series(1, 1000) g`,
        [tenantId, person],
      ),
    );
  // The newest 40 conversations of the second tenant hold 50 messages each, half of them read.
  await database.db.tenantTransaction(tenants[1]!, (tx) =>
    tx.query(
      `INSERT INTO messages (id, tenant_id, conversation_id, seq, sender_id, sender_side, body,
                             created_at)
       SELECT gen_random_uuid(), c.tenant_id, c.id, s, $2, 'client', 'Hello ' || s, now()
         FROM (SELECT * FROM conversations ORDER BY last_message_at DESC LIMIT 40) c,
              generate_series(1, 50) s
        WHERE c.tenant_id = $1`,
      [tenants[1], person],
    ),
  );
  await database.db.query('ANALYZE conversations, messages');
});

afterAll(async () => {
  await database?.close();
});

it("reads a tenant's inbox by the inbox index, not every tenant's conversations", async () => {
  const plan = await database.db.tenantTransaction(tenants[1]!, async (tx) => {
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT * FROM conversations c ORDER BY c.last_message_at DESC, c.id DESC LIMIT 30`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('Index Scan using conversations_inbox on conversations');
  expect(plan).not.toContain('Seq Scan');
});

it('keeps each tenant to its own conversations, and refuses one written for another', async () => {
  const counted = await database.db.tenantTransaction(tenants[0]!, async (tx) => {
    const { rows } = await tx.query<{ n: number; others: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE tenant_id <> $1)::int AS others
         FROM conversations`,
      [tenants[0]],
    );
    return rows[0];
  });
  expect(counted).toEqual({ n: 1000, others: 0 });
  await expect(
    database.db.tenantTransaction(tenants[0]!, (tx) => tx.query(...newConversation(tenants[1]!))),
  ).rejects.toThrow(/row-level security/);
});

it.each([
  ['unset', null],
  ['empty', ''],
])('shows and starts no conversation as the tenant role with the tenant %s', async (_, value) => {
  const asTenantRole = (sql: string, params: readonly unknown[] = []) =>
    database.db.transaction(async (tx) => {
      if (value !== null) await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [value]);
      await tx.query(`SET LOCAL ROLE ${database.db.tenantRole}`);
      return tx.query(sql, params);
    });
  await expect(asTenantRole('SELECT * FROM conversations')).resolves.toMatchObject({ rows: [] });
  await expect(asTenantRole(...newConversation(tenants[0]!))).rejects.toThrow(/row-level security/);
});

it("counts each row's unread messages reading the tenant once, not once a message", async () => {
  const reader = randomUUID();
  const [plan] = await plansOf(database.db, tenants[1]!, (tx) =>
    listInbox(tx, { tenantId: tenants[1]!, userId: reader, onlyTakingPart: false, limit: 30 }),
  );
  // The messages' filter (the one naming the sender) compares with the InitPlan's value.
  const messagesFilter = /Filter: [^\n]*sender_id[^\n]*/.exec(plan!)?.[0];
  expect(messagesFilter).toMatch(/tenant_id = \$\d+/);
  expect(messagesFilter).not.toContain('current_setting');
  const rows = await database.db.tenantTransaction(tenants[1]!, (tx) =>
    listInbox(tx, { tenantId: tenants[1]!, userId: reader, onlyTakingPart: false, limit: 30 }),
  );
  expect(rows.map((row) => row.unread_count)).toEqual(Array(31).fill(50));
});
