/**
 * A consumer group that lives through a broker outage misses nothing published once the broker
 * is back, on any partition, including partitions it had never read from before the outage.
 * The outbox publishes its backlog the moment the broker returns, while the group is still
 * rejoining: a partition without a committed position must not be started at its end then.
 * The file starts its own broker, so taking it down disturbs no other test.
 */
import { eventually } from '../../../../tooling/test-infra/eventually';
import { startKafka, type ControllableKafka } from '../../../../tooling/test-infra/kafka';
import { KafkaEventBus, type EventLogger } from '../../src/events';
import {
  outgoingEvent,
  quietLogger,
  recorder,
  TEST_CONSUMER,
  uniqueName,
  uniqueTopic,
} from './helpers';

jest.setTimeout(120_000);

/** Keeps kafkajs's warnings, to see the consumer leave the group during the outage. */
function listeningLogger(): EventLogger & { said(fragment: string): boolean } {
  const messages: string[] = [];
  const ignore = () => undefined;
  return {
    debug: ignore,
    info: ignore,
    error: ignore,
    warn: (...args: unknown[]) => {
      messages.push(String(args.find((arg) => typeof arg === 'string')));
    },
    said: (fragment) => messages.some((message) => message.includes(fragment)),
  };
}

let broker: ControllableKafka;
const buses: KafkaEventBus[] = [];

beforeAll(async () => {
  broker = await startKafka();
});

afterAll(async () => {
  for (const bus of buses) await bus.close();
  await broker?.stop();
});

it('gets every event published after the outage, on partitions it had never read too', async () => {
  const topic = uniqueTopic('rejoin');
  const consumerLog = listeningLogger();
  const consumer = new KafkaEventBus({
    brokers: broker.brokers,
    clientId: 'kit-rejoin-consumer',
    logger: consumerLog,
    consumer: TEST_CONSUMER,
  });
  const producer = new KafkaEventBus({
    brokers: broker.brokers,
    clientId: 'kit-rejoin-producer',
    logger: quietLogger,
  });
  buses.push(consumer, producer);
  const seen = recorder();
  await consumer.subscribe({
    groupId: uniqueName('group'),
    topics: [topic],
    handler: seen.handler,
  });

  // One tenant before the outage: the group has a position on that tenant's partition only.
  const before = outgoingEvent(topic, { tenantId: 'tenant-before', key: 'tenant-before' });
  await producer.publish([before]);
  await eventually(
    'the first event',
    () => seen.ids(),
    (ids) => ids.includes(before.id),
  );

  await broker.down();
  await eventually('the consumer to leave', () => consumerLog.said('Crash'), Boolean, {
    timeoutMs: 30_000,
  });
  await broker.up();
  // What an outbox publishes the moment the broker is back: events of many tenants, spread
  // over every partition, while the consumer is still on its way back into the group.
  const after = Array.from({ length: 12 }, (_, i) =>
    outgoingEvent(topic, { tenantId: `tenant-${i}`, key: `tenant-${i}` }),
  );
  await eventually(
    'the producer to publish again',
    () =>
      producer.publish(after).then(
        () => true,
        () => false,
      ),
    Boolean,
    { timeoutMs: 30_000 },
  );

  await eventually(
    'every event published after the outage',
    () => seen.ids(),
    (ids) => after.every((event) => ids.includes(event.id)),
    { timeoutMs: 60_000 },
  );
});
