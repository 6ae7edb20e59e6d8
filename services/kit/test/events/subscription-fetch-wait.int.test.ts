/**
 * A subscription may set its own fetch wait (`maxWaitTimeMs`), shorter than the bus's: the
 * gateway's live streams do, since the test broker (librdkafka's mock) holds an empty fetch
 * for its whole wait even when an event arrives meanwhile (bench/README.md, "Messages").
 * Here the bus waits a minute, longer than this file may run: a subscription that kept the
 * bus's wait would not be ready, its first fetch after joining being an empty one held for
 * that minute, nor see the event published after it.
 */
import { KafkaEventBus, type Subscription } from '../../src/events';
import { eventually } from '../../../../tooling/test-infra/eventually';
import {
  harnessBrokers,
  outgoingEvent,
  quietLogger,
  recorder,
  TEST_CONSUMER,
  uniqueName,
  uniqueTopic,
} from './helpers';

jest.setTimeout(40_000);

const BUS_WAIT_MS = 60_000;

let bus: KafkaEventBus;
let subscription: Subscription | undefined;

beforeAll(() => {
  bus = new KafkaEventBus({
    brokers: harnessBrokers(),
    clientId: uniqueName('fetch-wait'),
    logger: quietLogger,
    consumer: { ...TEST_CONSUMER, maxWaitTimeMs: BUS_WAIT_MS },
  });
});

afterAll(async () => {
  await subscription?.stop();
  await bus?.close();
});

it('a subscription with its own short fetch wait is ready and delivers without the bus’s long wait', async () => {
  const topic = uniqueTopic('fetch-wait');
  // The topic exists before the group joins, so its first fetch finds it and nothing in it.
  await bus.publish([outgoingEvent(topic)]);
  const received = recorder();
  subscription = await bus.subscribe({
    groupId: uniqueName('fetch-wait-group'),
    topics: [topic],
    maxWaitTimeMs: 100,
    handler: received.handler,
  });

  const next = outgoingEvent(topic);
  await bus.publish([next]);
  await eventually(
    'the event published after subscribing',
    () => received.ids(),
    (ids) => ids.includes(next.id),
    { timeoutMs: 20_000 },
  );
  expect(received.ids()).toEqual([next.id]);
});
