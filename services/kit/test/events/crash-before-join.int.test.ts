/**
 * A consumer that crashes on a non-retriable error before its group let it in is replaced by a
 * new one (kafka-subscription.ts), and `subscribe` waits for that successor instead of for the
 * consumer that is gone. Seen on the test broker, which now and then refuses a rebalance's
 * SyncGroup with INVALID_REQUEST while members join at once: `subscribe` used to fail after
 * its whole join timeout although the new consumer had joined seconds earlier. The file starts
 * its own broker so the refusal it arranges reaches no other test.
 */
import { eventually } from '../../../../tooling/test-infra/eventually';
import { startKafka, type ControllableKafka } from '../../../../tooling/test-infra/kafka';
import { KafkaEventBus } from '../../src/events';
import {
  outgoingEvent,
  quietLogger,
  recorder,
  TEST_CONSUMER,
  uniqueName,
  uniqueTopic,
} from './helpers';

jest.setTimeout(60_000);

/** Kafka's API key of SyncGroup, and the error a broker gives a request it cannot serve. */
const SYNC_GROUP = 14;
const INVALID_REQUEST = 42;

let broker: ControllableKafka;
const buses: KafkaEventBus[] = [];

beforeAll(async () => {
  broker = await startKafka();
});

afterAll(async () => {
  for (const bus of buses) await bus.close();
  await broker?.stop();
});

it('subscribes through the consumer that replaced one refused before it joined', async () => {
  const topic = uniqueTopic('crash');
  // A join timeout well under the file's own, so the old wait fails the test instead of it.
  const bus = new KafkaEventBus({
    brokers: broker.brokers,
    clientId: 'kit-crash-before-join',
    logger: quietLogger,
    consumer: { ...TEST_CONSUMER, joinTimeoutMs: 25_000 },
  });
  buses.push(bus);
  await broker.failNext(SYNC_GROUP, INVALID_REQUEST);

  const seen = recorder();
  await bus.subscribe({ groupId: uniqueName('group'), topics: [topic], handler: seen.handler });

  const event = outgoingEvent(topic);
  await bus.publish([event]);
  await eventually(
    'the event, through the new consumer',
    () => seen.ids(),
    (ids) => ids.includes(event.id),
  );
});
