/**
 * A Kafka outage loses nothing: while the broker refuses connections the event waits in the
 * outbox, and once it is back the relay publishes it and the consumer (which lived through
 * the outage) receives it. The file starts its own broker so that taking it down disturbs
 * no other test; the broker keeps its address across the outage, as a restarted broker would.
 */
import { startKafka, type ControllableKafka } from '../../../../tooling/test-infra/kafka';
import type { EventLogger } from '../../src/events';
import { appendToOutbox, KafkaEventBus, OutboxRelay } from '../../src/events';
import { openEventsTestDatabase, type EventsTestDatabase } from './database';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { recorder, TEST_CONSUMER, uniqueName, uniqueTopic } from './helpers';

jest.setTimeout(90_000);

/** A logger that keeps the messages it was given, to see what the relay went through. */
function listeningLogger() {
  const warnings: string[] = [];
  const ignore = () => undefined;
  const logger: EventLogger = {
    debug: ignore,
    info: ignore,
    error: ignore,
    warn: (...args: unknown[]) => {
      warnings.push(String(args.find((arg) => typeof arg === 'string')));
    },
  };
  return { logger, warnings };
}

let broker: ControllableKafka;
let testDb: EventsTestDatabase;

beforeAll(async () => {
  [broker, testDb] = await Promise.all([startKafka(), openEventsTestDatabase('kit_outage')]);
});

afterAll(async () => {
  await testDb?.dispose();
  await broker?.stop();
});

it('keeps an event in the outbox while the broker is down and publishes it once it is back', async () => {
  const { db } = testDb;
  const relayLog = listeningLogger();
  const bus = new KafkaEventBus({
    brokers: broker.brokers,
    clientId: 'kit-outage-test',
    logger: listeningLogger().logger,
    consumer: TEST_CONSUMER,
  });
  const relay = new OutboxRelay(db, bus, {
    logger: relayLog.logger,
    intervalMs: 100,
    maxBackoffMs: 1_000,
  });
  const topic = uniqueTopic('content-file');
  const seen = recorder();
  const subscription = await bus.subscribe({
    groupId: uniqueName('notifications'),
    topics: [topic],
    fromBeginning: true,
    handler: seen.handler,
  });

  try {
    await broker.down();
    const eventId = await db.transaction((tx) =>
      appendToOutbox(tx, {
        topic,
        type: 'portico.events.v1.FileEvent',
        tenantId: 'tenant-outage',
        payload: new TextEncoder().encode('report.pdf'),
      }),
    );
    relay.start();

    await eventually(
      'the relay to fail against the downed broker',
      () =>
        relayLog.warnings.filter((message) => message.startsWith('outbox relay could not publish')),
      (failures) => failures.length >= 2,
      { timeoutMs: 30_000 },
    );
    expect(await relay.pendingCount()).toBe(1);
    expect(seen.ids()).toEqual([]);

    await broker.up();

    await eventually(
      'the outbox to empty',
      () => relay.pendingCount(),
      (n) => n === 0,
      { timeoutMs: 30_000 },
    );
    await eventually(
      'the consumer to get the event',
      () => seen.ids(),
      (ids) => ids.length >= 1,
      { timeoutMs: 30_000 },
    );
    expect(seen.ids()).toEqual([eventId]);
  } finally {
    await relay.stop();
    await subscription.stop();
    await bus.close();
  }
});
