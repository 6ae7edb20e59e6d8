/**
 * An idle subscription on the Kafka-protocol broker stays quiet: kafkajs 2.2.4 would re-check
 * each connection's empty request queue on a 0 ms timer forever (about 3 % of a core per idle
 * process); with the kit's fix the queue is checked only when a response arrives. And the
 * quiet connection still delivers the next event.
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

jest.setTimeout(60_000);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue') as {
  prototype: { checkPendingRequests(): void };
};

let bus: KafkaEventBus;
let subscription: Subscription | undefined;

beforeAll(() => {
  bus = new KafkaEventBus({
    brokers: harnessBrokers(),
    clientId: uniqueName('idle'),
    logger: quietLogger,
    consumer: TEST_CONSUMER,
  });
});

afterAll(async () => {
  await subscription?.stop();
  await bus?.close();
});

it('an idle subscription checks its request queues only when answers arrive, and still delivers', async () => {
  const topic = uniqueTopic('idle');
  const received = recorder();
  await bus.publish([outgoingEvent(topic)]);
  subscription = await bus.subscribe({
    groupId: uniqueName('idle-group'),
    topics: [topic],
    handler: received.handler,
  });

  const checks = jest.spyOn(RequestQueue.prototype, 'checkPendingRequests');
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  // Fetch answers (every 500 ms here) and heartbeats (every 500 ms): a few dozen at most, where
  // the 0 ms loop made thousands.
  expect(checks.mock.calls.length).toBeLessThan(60);
  checks.mockRestore();

  const next = outgoingEvent(topic);
  await bus.publish([next]);
  await eventually(
    'the event published after the quiet spell',
    () => received.ids(),
    (ids) => ids.includes(next.id),
  );
});
