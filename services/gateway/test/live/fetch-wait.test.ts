/**
 * The replica's one consumer (replicaEvents.ts) waits `LIVE_FETCH_MAX_WAIT_MS` (200 ms unless
 * set) at the broker only while this replica holds a stream, the bus's own
 * `KAFKA_FETCH_MAX_WAIT_MS` otherwise: a broker that holds an empty fetch for its whole wait
 * (the tests' and the bench's) would add up to a second to every live delivery, and the short
 * wait costs an idle replica its fetches (services/gateway/README.md, "The live stream"). Each
 * change is a new subscription; the old one stops once the new one is live, and events keep
 * reaching the streams.
 */
import { PassThrough } from 'node:stream';
import type { Response } from 'express';
import {
  closeGrpcChannels,
  ConfigError,
  createLogger,
  encodeEvent,
  MemoryEventBus,
  type SubscribeOptions,
} from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { loadGatewayConfig } from '../../src/config';
import { ACCESS_TOPICS } from '../../src/access/events';
import { liveReader, LIVE_TOPICS } from '../../src/features/messaging/live';
import { LiveHub } from '../../src/live/hub';
import { createGateway, type Gateway } from '../../src/main';
import { followReplicaEvents } from '../../src/replicaEvents';

const logger = createLogger('test', 'silent');
const tenant = 'a0000000-0000-4000-8000-00000000000a';
const started: Gateway[] = [];
const stops: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  for (const gateway of started.splice(0)) await gateway.lifecycle.stop().catch(() => false);
  closeGrpcChannels();
});

interface Made {
  options: SubscribeOptions;
  stopped: boolean;
}

/** The bus, and every subscription made on it with whether it was stopped since. */
function recordingBus() {
  const bus = new MemoryEventBus({ logger });
  const made: Made[] = [];
  const subscribe = bus.subscribe.bind(bus);
  jest.spyOn(bus, 'subscribe').mockImplementation(async (options) => {
    const entry: Made = { options, stopped: false };
    made.push(entry);
    const subscription = await subscribe(options);
    return {
      stop: async () => {
        entry.stopped = true;
        await subscription.stop();
      },
    };
  });
  const live = () => made.filter((m) => m.options.topics.includes(LIVE_TOPICS[0]!));
  return { bus, made, live };
}

const running = (made: Made[]) =>
  made.filter((m) => !m.stopped).map((m) => m.options.maxWaitTimeMs);

it('waits 100 ms while a stream is open, the bus’s own wait before and once the last has gone', async () => {
  const { bus, live } = recordingBus();
  const hub = new LiveHub();
  const following = followReplicaEvents(
    bus,
    hub,
    [liveReader({ live: hub, logger, services: { messaging: {} } as never })],
    { logger, waits: { busyWaitMs: 100, idleAfterMs: 0 } },
  );
  stops.push(() => following.stop());
  await following.ready;
  expect(running(live())).toEqual([undefined]);

  const answer = new PassThrough();
  const stream = hub.open(
    { tenantId: tenant, userId: 'u1', sessionId: 's1', staff: true, context: {} },
    answer as unknown as Response,
  );
  stream.release([]);
  await eventually(
    'the short wait alone',
    () => running(live()),
    (w) => w.join() === '100',
  );
  expect(live()).toHaveLength(2);

  // The stream still receives events, once each, from the subscription that took over.
  let written = '';
  answer.on('data', (chunk: Buffer) => (written += chunk.toString()));
  await bus.publish([
    {
      id: 'e0000000-0000-4000-8000-00000000000e',
      topic: TOPICS.contentTask,
      key: tenant,
      type: 'portico.events.v1.TaskEvent',
      tenantId: tenant,
      occurredAt: new Date(),
      payload: encodeEvent('portico.events.v1.TaskEvent', {
        tenant_id: tenant,
        task_id: 'b0000000-0000-4000-8000-00000000000b',
        created: { title: 'Send your logo', assignee_ids: ['u2'], created_by: 'u1' },
      }),
      headers: {},
    },
  ]);
  await eventually(
    'the task on the stream',
    () => written,
    (text) => text.includes('event: tasks'),
  );
  expect(written.match(/event: tasks/g)).toHaveLength(1);

  stream.end();
  await eventually(
    'the bus’s wait again',
    () => running(live()),
    (w) => w.length === 1 && w[0] === undefined,
  );
  expect(live()).toHaveLength(3);

  await following.stop();
  expect(running(live())).toEqual([]);
});

it('a gateway without streams reads every topic it follows with one consumer at the bus’s own wait; the streams’ is 200 ms unless set', async () => {
  const { bus, made, live } = recordingBus();
  started.push(
    createGateway(
      { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', LIVE_FETCH_MAX_WAIT_MS: '250' },
      { bus },
    ),
  );
  await eventually(
    'the live streams’ subscription',
    () => live(),
    (l) => l.length === 1,
  );
  // One consumer group for the replica: the access cache's, the peers' and the streams' topics.
  expect(made).toHaveLength(1);
  expect(made[0]!.options.topics).toEqual(
    expect.arrayContaining([...ACCESS_TOPICS, TOPICS.gatewayPeers, ...LIVE_TOPICS]),
  );
  expect(made[0]!.options.maxWaitTimeMs).toBeUndefined();
  expect(loadGatewayConfig({}).LIVE_FETCH_MAX_WAIT_MS).toBe(200);
});

it.each(['0', '60000', 'soon'])(
  'a LIVE_FETCH_MAX_WAIT_MS of %s stops start-up, naming it',
  (value) => {
    const load = () => loadGatewayConfig({ LIVE_FETCH_MAX_WAIT_MS: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/\bLIVE_FETCH_MAX_WAIT_MS\b/);
  },
);
