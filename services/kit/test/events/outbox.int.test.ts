/**
 * The transactional outbox on real PostgreSQL: an event exists exactly when the state change
 * it announces was committed, and the relay gets it onto the bus (Kafka here) once.
 */
import { randomUUID } from 'node:crypto';
import { context, propagation, ROOT_CONTEXT, trace, TraceFlags } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { Database, Tx } from '../../src/db';
import {
  appendToOutbox,
  KafkaEventBus,
  OutboxRelay,
  RELAY_LOCK_KEY,
  wakeRelayOnCommit,
  type EventBus,
  type IncomingEvent,
  type Subscription,
} from '../../src/events';
import { openEventsTestDatabase, type EventsTestDatabase } from './database';
import { eventually } from '../../../../tooling/test-infra/eventually';
import {
  harnessBrokers,
  quietLogger,
  recorder,
  TEST_CONSUMER,
  text,
  uniqueName,
  uniqueTopic,
} from './helpers';

jest.setTimeout(60_000);

let testDb: EventsTestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await openEventsTestDatabase('kit_outbox');
  db = testDb.db;
});

afterAll(async () => {
  await testDb?.dispose();
});

/** The service code under test: one invitation and its event, in one transaction. */
async function inviteClient(
  topic: string,
  tenantId: string,
  email: string,
  thenFail?: Error,
): Promise<string> {
  return db.transaction(async (tx) => {
    const invitationId = randomUUID();
    await tx.query('INSERT INTO invitations (id, tenant_id, email) VALUES ($1, $2, $3)', [
      invitationId,
      tenantId,
      email,
    ]);
    const eventId = await appendToOutbox(tx, {
      topic,
      type: 'portico.events.v1.MembershipEvent',
      tenantId,
      payload: new TextEncoder().encode(email),
    });
    if (thenFail) throw thenFail;
    return eventId;
  });
}

const invitationsFor = async (email: string) =>
  (await db.query('SELECT id FROM invitations WHERE email = $1', [email])).rowCount;

describe('outbox and relay on Kafka', () => {
  let bus: EventBus;
  let relay: OutboxRelay;
  let subscription: Subscription | undefined;

  beforeAll(() => {
    bus = new KafkaEventBus({
      brokers: harnessBrokers(),
      clientId: 'kit-outbox-test',
      logger: quietLogger,
      consumer: TEST_CONSUMER,
    });
    relay = new OutboxRelay(db, bus, { logger: quietLogger, intervalMs: 100 });
  });

  afterEach(async () => {
    await relay.stop();
    await subscription?.stop();
    subscription = undefined;
  });

  afterAll(async () => {
    await bus.close();
  });

  it('publishes an event whose state change committed, once, and marks it sent', async () => {
    const topic = uniqueTopic('membership');
    const seen = recorder();
    subscription = await bus.subscribe({
      groupId: uniqueName('notifications'),
      topics: [topic],
      handler: seen.handler,
    });

    const eventId = await inviteClient(topic, 'tenant-a', 'ada@example.com');
    relay.start();

    await eventually(
      'the invitation event',
      () => seen.ids(),
      (ids) => ids.length >= 1,
    );
    expect(seen.ids()).toEqual([eventId]);
    const [event] = seen.received;
    expect(event).toMatchObject({ tenantId: 'tenant-a', key: 'tenant-a' });
    expect(text(event!.payload)).toBe('ada@example.com');
    expect(await invitationsFor('ada@example.com')).toBe(1);
    await eventually(
      'the row to be marked sent',
      () => relay.pendingCount(),
      (n) => n === 0,
    );
    const sent = await db.query<{ sent: boolean }>(
      'SELECT sent_at IS NOT NULL AS sent FROM outbox WHERE event_id = $1',
      [eventId],
    );
    expect(sent.rows).toEqual([{ sent: true }]);
  });

  it('publishes nothing for a transaction that rolled back', async () => {
    const topic = uniqueTopic('membership');
    const seen = recorder();
    subscription = await bus.subscribe({
      groupId: uniqueName('notifications'),
      topics: [topic],
      fromBeginning: true,
      handler: seen.handler,
    });

    await expect(
      inviteClient(topic, 'tenant-b', 'bob@example.com', new Error('seat limit reached')),
    ).rejects.toThrow('seat limit reached');
    expect(await invitationsFor('bob@example.com')).toBe(0);
    expect(await relay.pendingCount()).toBe(0);

    // A later event of the same tenant travels the same partition: once it has arrived, an
    // event from the rolled-back transaction would have arrived before it.
    const laterId = await inviteClient(topic, 'tenant-b', 'carol@example.com');
    relay.start();
    await eventually(
      'the later event',
      () => seen.ids(),
      (ids) => ids.includes(laterId),
    );
    expect(seen.ids()).toEqual([laterId]);
  });
});

describe('outbox and relay on Kafka, relay mechanics', () => {
  let bus: KafkaEventBus;
  const subscriptions: Subscription[] = [];
  const subscribe = async (topic: string, handler: (event: IncomingEvent) => Promise<void>) => {
    subscriptions.push(
      await bus.subscribe({
        groupId: uniqueName('g'),
        topics: [topic],
        fromBeginning: true,
        handler,
      }),
    );
  };

  beforeEach(async () => {
    bus = new KafkaEventBus({
      brokers: harnessBrokers(),
      clientId: 'kit-relay-test',
      logger: quietLogger,
      consumer: TEST_CONSUMER,
    });
    // Each test counts its own pending rows.
    await db.query('DELETE FROM outbox');
  });

  afterEach(async () => {
    await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
    await bus.close();
  });

  it('flush publishes every pending event in the order they were written', async () => {
    const topic = uniqueTopic('files');
    const seen = recorder();
    await subscribe(topic, seen.handler);
    const written: string[] = [];
    for (let i = 0; i < 7; i += 1)
      written.push(await inviteClient(topic, 'tenant-f', `f${i}@example.com`));
    const relay = new OutboxRelay(db, bus, { logger: quietLogger, batchSize: 3 });

    expect(await relay.pendingCount()).toBe(7);
    await expect(relay.flush()).resolves.toBe(7);

    expect(await relay.pendingCount()).toBe(0);
    await eventually(
      'all seven',
      () => seen.ids(),
      (ids) => ids.length >= 7,
    );
    expect(seen.ids()).toEqual(written);
  });

  it('two relays on one database never publish the same event twice', async () => {
    const topic = uniqueTopic('forms');
    const seen = recorder();
    await subscribe(topic, seen.handler);
    const written = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        inviteClient(topic, `tenant-${i % 4}`, `r${i}@example.com`),
      ),
    );
    const replicas = [
      new OutboxRelay(db, bus, { logger: quietLogger, batchSize: 5, intervalMs: 10 }),
      new OutboxRelay(db, bus, { logger: quietLogger, batchSize: 5, intervalMs: 10 }),
    ];

    replicas.forEach((replica) => replica.start());
    await eventually(
      'all forty',
      () => seen.ids(),
      (ids) => ids.length >= 40,
    );
    await Promise.all(replicas.map((replica) => replica.flush()));
    await Promise.all(replicas.map((replica) => replica.stop()));

    // One more event per tenant: each travels its tenant's partition after that tenant's
    // forty, so once all four arrived, a second copy of any of the forty would have too.
    const markers = await Promise.all(
      [0, 1, 2, 3].map((i) => inviteClient(topic, `tenant-${i}`, `marker${i}@example.com`)),
    );
    await new OutboxRelay(db, bus, { logger: quietLogger }).flush();
    await eventually(
      'the four later events',
      () => seen.ids(),
      (ids) => markers.every((id) => ids.includes(id)),
    );
    const firstForty = seen.ids().filter((id) => !markers.includes(id));
    expect(firstForty.sort()).toEqual([...written].sort());
  });

  it('a replica that found another publishing looks again soon, not at its next poll', async () => {
    const topic = uniqueTopic('locked-out');
    const seen = recorder();
    await subscribe(topic, seen.handler);
    // Counts the relay's tries that found the relay lock taken, read from its own transactions.
    let lockedOut = 0;
    const observed = new Proxy(db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'transaction' || typeof value !== 'function') return value;
        return (fn: (tx: Tx) => Promise<unknown>) =>
          target.transaction((tx) =>
            fn({
              ...tx,
              exec: (sql) => tx.exec(sql),
              afterCommit: (after) => tx.afterCommit(after),
              query: async (sql: string, params?: readonly unknown[]) => {
                const result = await tx.query(sql, params);
                if (sql.includes('pg_try_advisory_xact_lock') && result.rows[0]?.locked === false)
                  lockedOut += 1;
                return result;
              },
            } as Tx),
          );
      },
    });
    // A poll interval far beyond every wait below: only the wake and the quick retry can deliver.
    const replica = new OutboxRelay(observed, bus, {
      logger: quietLogger,
      intervalMs: 60_000,
      retryMs: 100,
    });
    const replicaDb = wakeRelayOnCommit(observed, replica);
    replica.start();
    await replica.flush();

    // Another replica is publishing: it holds the relay lock until told to let go.
    let letGo: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const other = db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [RELAY_LOCK_KEY]);
      holding();
      await released;
    });
    await held;
    try {
      const eventId = await replicaDb.transaction((tx) =>
        appendToOutbox(tx, {
          topic,
          type: 'portico.events.v1.MembershipEvent',
          tenantId: 'tenant-l',
          payload: new TextEncoder().encode('locked@example.com'),
        }),
      );
      await eventually(
        'the woken relay to find the lock taken',
        () => lockedOut,
        (n) => n >= 1,
      );
      letGo();
      await other;
      await eventually(
        'the event, long before the next poll',
        () => seen.ids(),
        (ids) => ids.includes(eventId),
        { timeoutMs: 10_000 },
      );
    } finally {
      letGo();
      await other;
      await replica.stop();
    }
  });

  it("keeps the writer's trace context with the event for the consumer", async () => {
    const contextManager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(contextManager);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    try {
      const topic = uniqueTopic('traced');
      const consumerTraceIds: Array<string | undefined> = [];
      await subscribe(topic, async () => {
        consumerTraceIds.push(trace.getSpanContext(context.active())?.traceId);
      });
      const traceId = '0af7651916cd43dd8448eb211c80319c';
      const request = trace.setSpanContext(ROOT_CONTEXT, {
        traceId,
        spanId: 'b7ad6b7169203331',
        traceFlags: TraceFlags.SAMPLED,
      });
      await context.with(request, () => inviteClient(topic, 'tenant-t', 'trace@example.com'));

      // The relay publishes from its own context, where no trace is active.
      await new OutboxRelay(db, bus, { logger: quietLogger }).flush();

      await eventually(
        'the event',
        () => consumerTraceIds,
        (ids) => ids.length === 1,
      );
      expect(consumerTraceIds).toEqual([traceId]);
    } finally {
      propagation.disable();
      context.disable();
    }
  });

  it('lets a tenant-scoped transaction add events for its own tenant only', async () => {
    const topic = uniqueTopic('scoped');
    const own = randomUUID();
    const append = (tenantId: string) =>
      db.tenantTransaction(own, (tx) =>
        appendToOutbox(tx, {
          topic,
          type: 'portico.events.v1.FileEvent',
          tenantId,
          payload: new Uint8Array(),
        }),
      );

    await expect(append(own)).resolves.toMatch(/^[0-9a-f-]{36}$/);
    await expect(append(randomUUID())).rejects.toThrow(/row-level security/);
  });

  it('refuses an event with neither a tenant nor a key, naming it', async () => {
    await expect(
      db.transaction((tx) =>
        appendToOutbox(tx, {
          topic: uniqueTopic('platform'),
          type: 'portico.events.v1.UserEvent',
          payload: new Uint8Array(),
        }),
      ),
    ).rejects.toThrow('event portico.events.v1.UserEvent on');
  });
});
