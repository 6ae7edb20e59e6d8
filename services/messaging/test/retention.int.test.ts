/**
 * Data & Retention for messages on real PostgreSQL, as the service's own non-superuser owner
 * (row-level security forced): the hourly pass removes every tenant's conversations quiet for
 * longer than the message days, and older messages of the conversations that go on; with 0
 * days, or none ever known, it removes nothing.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Database } from '@portico/kit';
import { openTestDatabase } from '../../../tooling/test-infra/db';
import { messagePruningPass } from '../src/domain/retention';

let db: Database;
let close: () => Promise<void>;
const quiet = { warn: () => undefined };
const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-12-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

beforeAll(async () => {
  ({ db, close } = await openTestDatabase({
    prefix: 'messaging_retention',
    migrations: [path.join(__dirname, '..', 'migrations')],
    asServiceUser: true,
  }));
});
afterAll(() => close?.());

/** A conversation whose messages were sent `ages` days before now, oldest first. */
async function conversation(tenantId: string, ages: number[]): Promise<string> {
  const id = randomUUID();
  const sender = randomUUID();
  await db.tenantTransaction(tenantId, async (tx) => {
    const last = daysAgo(Math.min(...ages));
    await tx.query(
      `INSERT INTO conversations (id, tenant_id, subject, started_by, started_by_side, last_seq,
                                  last_message_at, created_at, updated_at)
       VALUES ($1, $2, 'kept?', $3, 'team', $4, $5, $6, $5)`,
      [id, tenantId, sender, ages.length, last, daysAgo(ages[0]!)],
    );
    for (const [i, age] of ages.entries())
      await tx.query(
        `INSERT INTO messages (id, tenant_id, conversation_id, seq, sender_id, sender_side, body, created_at)
         VALUES ($1, $2, $3, $4, $5, 'team', $6, $7)`,
        [randomUUID(), tenantId, id, i + 1, sender, `message ${i + 1}`, daysAgo(age)],
      );
  });
  return id;
}

const remaining = async (tenantId: string, conversationId: string) =>
  db.tenantTransaction(tenantId, async (tx) => {
    const { rows } = await tx.query<{ seq: number }>(
      'SELECT seq FROM messages WHERE conversation_id = $1 ORDER BY seq',
      [conversationId],
    );
    return rows.map((row) => row.seq);
  });

test('with no days ever known, or 0 days, nothing is removed', async () => {
  const tenant = randomUUID();
  const old = await conversation(tenant, [400, 300]);
  expect(await messagePruningPass(db, undefined, quiet, now)).toBe(0);
  const zero = async () => JSON.stringify({ retention: { messageDays: 0 } });
  expect(await messagePruningPass(db, zero, quiet, now)).toBe(0);
  expect(await remaining(tenant, old)).toEqual([1, 2]);
  await db.tenantTransaction(tenant, (tx) =>
    tx.query('DELETE FROM conversations WHERE id = $1', [old]),
  );
});

test("removes every tenant's quiet conversations and older messages, keeping the rest", async () => {
  const [acme, globex] = [randomUUID(), randomUUID()];
  const quietAcme = await conversation(acme, [120, 100]);
  const quietGlobex = await conversation(globex, [95]);
  const ongoing = await conversation(globex, [200, 45, 10]);
  const fresh = await conversation(acme, [5, 1]);
  const ninety = async () => JSON.stringify({ retention: { messageDays: 90 } });

  const removed = await messagePruningPass(db, ninety, quiet, now);
  expect(removed).toBe(2 + 1 + 1);
  expect(await remaining(acme, quietAcme)).toEqual([]);
  expect(await remaining(globex, quietGlobex)).toEqual([]);
  expect(await remaining(globex, ongoing)).toEqual([2, 3]);
  expect(await remaining(acme, fresh)).toEqual([1, 2]);
  // The days stay known when tenancy cannot answer the next pass.
  const unreachable = async () => {
    throw new Error('tenancy is down');
  };
  const older = await conversation(acme, [91]);
  expect(await messagePruningPass(db, unreachable, quiet, now)).toBe(1);
  expect(await remaining(acme, older)).toEqual([]);
});
