/**
 * The live streams' consumer waits at the broker for `LIVE_FETCH_MAX_WAIT_MS` (100 ms unless
 * set), the gateway's other consumers for the bus's own `KAFKA_FETCH_MAX_WAIT_MS`: a broker
 * that holds an empty fetch for its whole wait (the tests' and the bench's) would otherwise add
 * up to a second to every live delivery (services/gateway/README.md, "The live stream").
 */
import {
  closeGrpcChannels,
  ConfigError,
  createLogger,
  MemoryEventBus,
  type SubscribeOptions,
} from '@portico/kit';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { loadGatewayConfig } from '../../src/config';
import { LIVE_TOPICS } from '../../src/features/messaging/live';
import { createGateway, type Gateway } from '../../src/main';

const ENV = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
const started: Gateway[] = [];

afterEach(async () => {
  for (const gateway of started.splice(0)) await gateway.lifecycle.stop().catch(() => false);
  closeGrpcChannels();
});

/** The subscriptions a gateway started on the bus, once the live streams' one is among them. */
async function subscriptionsOf(env: Record<string, string>): Promise<SubscribeOptions[]> {
  const bus = new MemoryEventBus({ logger: createLogger('test', 'silent') });
  const subscribe = jest.spyOn(bus, 'subscribe');
  started.push(createGateway({ ...ENV, ...env }, { bus }));
  return eventually(
    'the live streams’ subscription',
    () => subscribe.mock.calls.map(([options]) => options),
    (all) => all.some((options) => options.topics.includes(LIVE_TOPICS[0]!)),
  );
}

it('the live streams’ consumer waits 100 ms at the broker, the other consumers the bus’s own wait', async () => {
  const all = await subscriptionsOf({});
  const live = all.filter((options) => options.topics.includes(LIVE_TOPICS[0]!));
  expect(live.map((options) => options.maxWaitTimeMs)).toEqual([100]);
  const others = all.filter((options) => !live.includes(options));
  expect(others.length).toBeGreaterThan(0);
  expect(others.every((options) => options.maxWaitTimeMs === undefined)).toBe(true);
});

it('LIVE_FETCH_MAX_WAIT_MS sets it', async () => {
  const all = await subscriptionsOf({ LIVE_FETCH_MAX_WAIT_MS: '250' });
  const live = all.find((options) => options.topics.includes(LIVE_TOPICS[0]!));
  expect(live?.maxWaitTimeMs).toBe(250);
});

it.each(['0', '60000', 'soon'])(
  'a LIVE_FETCH_MAX_WAIT_MS of %s stops start-up, naming it',
  (value) => {
    const load = () => loadGatewayConfig({ LIVE_FETCH_MAX_WAIT_MS: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/\bLIVE_FETCH_MAX_WAIT_MS\b/);
  },
);
