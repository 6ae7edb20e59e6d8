/**
 * The replica's events arrive through one consumer group at a time, except while its fetch wait
 * changes: the new group overlaps the old one until it is live (liveSubscription.ts), and an
 * event published then reaches both. Each is handled once (replicaEvents.ts), so a sign-out,
 * a membership change or a peer's report is not acted on twice.
 */
import { PassThrough } from 'node:stream';
import type { Response } from 'express';
import {
  createLogger,
  MemoryEventBus,
  type IncomingEvent,
  type OutgoingEvent,
  type Subscription,
} from '@portico/kit';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { LiveHub } from '../../src/live/hub';
import { followReplicaEvents, onceEach } from '../../src/replicaEvents';

const logger = createLogger('test', 'silent');
const tenant = 'a0000000-0000-4000-8000-00000000000a';
const TOPIC = 'portico.test.replica.v1';

const event = (id: string): OutgoingEvent => ({
  id,
  topic: TOPIC,
  key: tenant,
  type: 'test',
  tenantId: tenant,
  occurredAt: new Date(),
  payload: new Uint8Array([1]),
  headers: {},
});

const incoming = (id: string): IncomingEvent => ({ ...event(id), partition: 0, offset: '0' });

it('an event both subscriptions deliver while the wait changes is handled once', async () => {
  const bus = new MemoryEventBus({ logger });
  // The old subscription keeps receiving until the test lets it stop.
  let letGo: () => void = () => undefined;
  const stopping = new Promise<void>((resolve) => (letGo = resolve));
  const subscriptions: Subscription[] = [];
  const stopsAsked: number[] = [];
  // Which subscription delivered which event, before the replica's handler sees it.
  const delivered: string[] = [];
  const subscribe = bus.subscribe.bind(bus);
  jest.spyOn(bus, 'subscribe').mockImplementation(async (options) => {
    const index = subscriptions.length;
    const subscription = await subscribe({
      ...options,
      handler: async (e) => {
        delivered.push(`${index} ${e.id.slice(-1)}`);
        await options.handler(e);
      },
    });
    subscriptions.push(subscription);
    return {
      stop: async () => {
        stopsAsked.push(index);
        await stopping;
        await subscription.stop();
      },
    };
  });
  const handled: string[] = [];
  const hub = new LiveHub();
  const following = followReplicaEvents(
    bus,
    hub,
    [{ topics: [TOPIC], handle: (e) => void handled.push(e.id) }],
    { logger, waits: { busyWaitMs: 100, idleAfterMs: 0 } },
  );
  await following.ready;

  // A stream opens: a subscription at the short wait starts, and the old one is asked to stop.
  const stream = hub.open(
    { tenantId: tenant, userId: 'u1', sessionId: 's1', staff: true, context: {} },
    new PassThrough() as unknown as Response,
  );
  await eventually(
    'the old subscription asked to stop, the new one live',
    () => stopsAsked,
    (asked) => asked.includes(0),
  );
  expect(subscriptions).toHaveLength(2);

  await bus.publish([event('e0000000-0000-4000-8000-000000000001')]);
  await bus.publish([event('e0000000-0000-4000-8000-000000000002')]);
  await eventually(
    'both events delivered by both subscriptions',
    () => delivered,
    (d) => ['0 1', '1 1', '0 2', '1 2'].every((x) => d.includes(x)),
  );
  letGo();
  stream.end();
  await following.stop();
  expect(handled).toEqual([
    'e0000000-0000-4000-8000-000000000001',
    'e0000000-0000-4000-8000-000000000002',
  ]);
});

describe('onceEach', () => {
  it('runs the handler once for a delivery that comes again, also while the first still runs', async () => {
    let finish: () => void = () => undefined;
    const runs: string[] = [];
    const handler = onceEach(async (e) => {
      runs.push(e.id);
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const first = handler(incoming('a'));
    const again = handler(incoming('a'));
    finish();
    await Promise.all([first, again]);
    await handler(incoming('a'));
    expect(runs).toEqual(['a']);
  });

  it('runs it again for an event whose handling failed, so a redelivery is not lost', async () => {
    let failures = 1;
    const runs: string[] = [];
    const handler = onceEach(async (e) => {
      runs.push(e.id);
      if (failures-- > 0) throw new Error('tenancy did not answer');
    });
    await expect(handler(incoming('b'))).rejects.toThrow('tenancy did not answer');
    await handler(incoming('b'));
    await handler(incoming('b'));
    expect(runs).toEqual(['b', 'b']);
  });

  it('forgets the oldest ids beyond what it keeps', async () => {
    const runs: string[] = [];
    const handler = onceEach(async (e) => void runs.push(e.id), 2);
    for (const id of ['a', 'b', 'c', 'a']) await handler(incoming(id));
    expect(runs).toEqual(['a', 'b', 'c', 'a']);
  });
});
