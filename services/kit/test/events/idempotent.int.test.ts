/**
 * Idempotent consumers on real PostgreSQL: delivery is at-least-once, the effect is once.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../../src/db';
import {
  idempotentHandler,
  KafkaEventBus,
  pruneProcessedEvents,
  type IncomingEvent,
} from '../../src/events';
import { openEventsTestDatabase, type EventsTestDatabase } from './database';
import { eventually } from '../../../../tooling/test-infra/eventually';
import {
  harnessBrokers,
  outgoingEvent,
  quietLogger,
  TEST_CONSUMER,
  uniqueName,
  uniqueTopic,
} from './helpers';

jest.setTimeout(60_000);

let testDb: EventsTestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await openEventsTestDatabase('kit_idempotent');
  db = testDb.db;
});

afterAll(async () => {
  await testDb?.dispose();
});

const queueWelcomeEmail = async (tx: Tx, event: IncomingEvent) => {
  await tx.query('INSERT INTO welcome_emails (event_id, tenant_id) VALUES ($1, $2)', [
    event.id,
    event.tenantId ?? null,
  ]);
};

const emailsFor = async (eventId: string) =>
  (await db.query('SELECT 1 FROM welcome_emails WHERE event_id = $1', [eventId])).rowCount;

/** An event as a consumer would receive it, without going through a bus. */
const delivered = (overrides: Partial<IncomingEvent> = {}): IncomingEvent => ({
  ...outgoingEvent('portico.identity.user.v1'),
  partition: 0,
  offset: '0',
  ...overrides,
});

it('applies an event delivered twice by Kafka once', async () => {
  const bus = new KafkaEventBus({
    brokers: harnessBrokers(),
    clientId: 'kit-idempotent-test',
    logger: quietLogger,
    consumer: TEST_CONSUMER,
  });
  const topic = uniqueTopic('identity-user');
  const apply = idempotentHandler(db, 'welcome-email', queueWelcomeEmail);
  let deliveries = 0;
  const subscription = await bus.subscribe({
    groupId: uniqueName('notifications'),
    topics: [topic],
    handler: async (event) => {
      await apply(event);
      deliveries += 1;
    },
  });
  try {
    const event = outgoingEvent(topic);
    // The relay sends a batch again when it crashed before marking it sent.
    await bus.publish([event]);
    await bus.publish([event]);

    await eventually(
      'both deliveries',
      () => deliveries,
      (n) => n >= 2,
    );
    expect(await emailsFor(event.id)).toBe(1);
  } finally {
    await subscription.stop();
    await bus.close();
  }
});

it('applies an event once when two deliveries race', async () => {
  const apply = idempotentHandler(db, 'welcome-email', async (tx, event) => {
    await queueWelcomeEmail(tx, event);
    // Hold the transaction open so the second delivery arrives while the first is running.
    await tx.query('SELECT pg_sleep(0.2)');
  });
  const event = delivered();

  await Promise.all([apply(event), apply(event)]);

  expect(await emailsFor(event.id)).toBe(1);
});

it('leaves no trace of a failed attempt, so the retry applies the event', async () => {
  let attempts = 0;
  const apply = idempotentHandler(db, 'welcome-email', async (tx, event) => {
    attempts += 1;
    await queueWelcomeEmail(tx, event);
    if (attempts === 1) throw new Error('mail template missing');
  });
  const event = delivered();

  await expect(apply(event)).rejects.toThrow('mail template missing');
  expect(await emailsFor(event.id)).toBe(0);
  await apply(event);

  expect(await emailsFor(event.id)).toBe(1);
});

it('lets each named consumer apply the same event once', async () => {
  const welcome = idempotentHandler(db, 'welcome-email', queueWelcomeEmail);
  const audit = idempotentHandler(db, 'audit-log', queueWelcomeEmail);
  const event = delivered();

  await welcome(event);
  await audit(event);
  await welcome(event);
  await audit(event);

  expect(await emailsFor(event.id)).toBe(2);
});

it("applies a tenant's event in a transaction scoped to that tenant", async () => {
  const tenantSeen: string[] = [];
  const apply = idempotentHandler(db, 'tenant-check', async (tx) => {
    const { rows } = await tx.query<{ tenant: string }>(
      "SELECT current_setting('app.tenant_id', true) AS tenant",
    );
    tenantSeen.push(rows[0]!.tenant);
  });
  const tenantId = randomUUID();

  await apply(delivered({ tenantId }));

  expect(tenantSeen).toEqual([tenantId]);
});

it('forgets applied event ids past the retention, and only those', async () => {
  const consumer = uniqueName('pruned');
  await db.query(
    `INSERT INTO processed_events (consumer, event_id, processed_at) VALUES
       ($1, 'old', now() - interval '40 days'),
       ($1, 'recent', now() - interval '2 days')`,
    [consumer],
  );

  const removed = await pruneProcessedEvents(db, 30 * 24 * 60 * 60 * 1000);

  const { rows } = await db.query<{ event_id: string }>(
    'SELECT event_id FROM processed_events WHERE consumer = $1',
    [consumer],
  );
  expect(removed).toBeGreaterThanOrEqual(1);
  expect(rows.map((row) => row.event_id)).toEqual(['recent']);
});
