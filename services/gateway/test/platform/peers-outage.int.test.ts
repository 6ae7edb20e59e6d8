/**
 * Gateway replicas' reports over a real Kafka-protocol broker of this file's own (startKafka,
 * so it can take the broker down): replica B hears A's counts through the consumer group that
 * follows its control events, and refuses past the shared figure; with the broker down A keeps
 * serving and counting alone, says so once, and reports again once the broker is back.
 */
import {
  createLogger,
  KafkaEventBus,
  type EventBus,
  type KeptSubscription,
  type Logger,
} from '@portico/kit';
import { startKafka, type ControllableKafka } from '../../../../tooling/test-infra/kafka';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { TEST_CONSUMER } from '../../../kit/test/events/helpers';
import { AccessCache } from '../../src/access/cache';
import { accessReader } from '../../src/access/events';
import { LastFailures } from '../../src/http/last-failures';
import { LiveHub } from '../../src/live/hub';
import { GatewayPeers } from '../../src/platform/peers';
import { RequestLimits } from '../../src/platform/requestLimits';
import { followReplicaEvents } from '../../src/replicaEvents';

jest.setTimeout(120_000);

const rate = { globalRpm: 10, perTenantRpm: 0 };
const silent = createLogger('peers-test', 'silent');

interface Replica {
  bus: EventBus;
  limits: RequestLimits;
  peers: GatewayPeers;
  events: KeptSubscription;
  cache: AccessCache;
  logs: string[];
}

let kafka: ControllableKafka;
const replicas: Replica[] = [];

function startReplica(id: string): Replica {
  const bus = new KafkaEventBus({
    brokers: kafka.brokers,
    clientId: `peers-${id}`,
    logger: silent,
    consumer: TEST_CONSUMER,
  });
  const logs: string[] = [];
  const logger = {
    warn: (fields: unknown, message?: string) => logs.push(message ?? String(fields)),
    info: (fields: unknown, message?: string) => logs.push(message ?? String(fields)),
  } as unknown as Logger;
  const limits = new RequestLimits(Date.now, id);
  const peers = new GatewayPeers({
    bus,
    limits,
    failures: new LastFailures(),
    logger,
    publishDeadlineMs: 3_000,
  });
  const cache = new AccessCache({ ttlMs: 60_000, maxEntries: 100 });
  const events = followReplicaEvents(
    bus,
    new LiveHub(),
    [accessReader(cache, undefined, undefined, undefined, peers)],
    { logger: silent },
  );
  const replica = { bus, limits, peers, events, cache, logs };
  replicas.push(replica);
  return replica;
}

function tryHit(limits: RequestLimits, ip: string): 'ok' | 429 {
  try {
    limits.hit(rate, ip);
    return 'ok';
  } catch {
    return 429;
  }
}

beforeAll(async () => {
  kafka = await startKafka();
});

afterAll(async () => {
  await kafka?.up().catch(() => undefined);
  for (const replica of replicas) {
    await replica.peers.stop();
    await replica.events.stop();
    await replica.bus.close();
  }
  await kafka?.stop();
});

it("a replica refuses once the other's reported count and its own pass the figure; with the broker down it counts alone and says so once", async () => {
  const a = startReplica('replica-a');
  const b = startReplica('replica-b');
  await eventually(
    'both replicas to follow their events',
    () => [a.cache.live, b.cache.live],
    (live) => live.every(Boolean),
    { timeoutMs: 60_000 },
  );
  // Stay inside one minute: the counts start afresh at each.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 200));

  for (let i = 0; i < 8; i += 1) expect(tryHit(a.limits, '203.0.113.1')).toBe('ok');
  await a.peers.report();
  await eventually(
    'B to hear A',
    () => b.limits.peersHeard,
    (n) => n === 1,
    { timeoutMs: 30_000 },
  );
  expect([tryHit(b.limits, '203.0.113.1'), tryHit(b.limits, '203.0.113.1')]).toEqual(['ok', 'ok']);
  expect(tryHit(b.limits, '203.0.113.1')).toBe(429);

  await kafka.down();
  for (let i = 0; i < 3; i += 1) {
    // Every request is still answered at once, counted here only.
    expect(tryHit(a.limits, `198.51.100.${i}`)).toBe('ok');
    await a.peers.report();
  }
  expect(a.logs).toEqual([
    'gateway peers: the bus refused a report; rate limits count in this replica only',
  ]);

  await kafka.up();
  await eventually(
    'A to report again',
    async () => {
      tryHit(a.limits, '198.51.100.200');
      await a.peers.report();
      return a.logs.at(-1);
    },
    (last) => last === 'gateway peers: reports reach the bus again',
    { timeoutMs: 60_000 },
  );
  expect(a.logs).toHaveLength(2);
});
