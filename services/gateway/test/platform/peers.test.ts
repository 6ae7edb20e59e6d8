/**
 * Gateway replicas tell each other their request counts and last failures (platform/peers.ts):
 * what one replica publishes makes another refuse past the shared figure and name the other's
 * failing request; a replica ignores its own reports; nothing is published when nothing
 * changed; a bus that refuses reports never reaches a request, is logged once per outage, and
 * what the refused report carried goes out with the next.
 */
import type { IncomingEvent, OutgoingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { LastFailures } from '../../src/http/last-failures';
import { GatewayPeers } from '../../src/platform/peers';
import { RequestLimits } from '../../src/platform/requestLimits';

const minuteStart = Date.parse('2026-11-22T10:00:00.000Z');
const rate = { globalRpm: 6, perTenantRpm: 0 };

class FakeBus {
  published: OutgoingEvent[] = [];
  down = false;
  async publish(events: OutgoingEvent[]): Promise<void> {
    if (this.down) throw new Error('broker unreachable');
    this.published.push(...events);
  }
  take(): IncomingEvent[] {
    const taken = this.published.map((event, i) => ({ ...event, partition: 0, offset: `${i}` }));
    this.published = [];
    return taken;
  }
}

function replica(id: string, bus: FakeBus, now: () => number = () => minuteStart + 1_000) {
  const logs: string[] = [];
  const limits = new RequestLimits(now, id);
  const failures = new LastFailures();
  const log = (_fields: unknown, message?: string) => logs.push(message ?? String(_fields));
  const peers = new GatewayPeers({ bus, limits, failures, logger: { warn: log, info: log } });
  return { limits, failures, peers, logs };
}

function tryHit(limits: RequestLimits, ip: string): 'ok' | 429 {
  try {
    limits.hit(rate, ip);
    return 'ok';
  } catch {
    return 429;
  }
}

it("one replica's requests count on the other: together they admit the figure, not twice it", async () => {
  const bus = new FakeBus();
  const a = replica('replica-a', bus);
  const b = replica('replica-b', bus);
  for (let i = 0; i < 4; i += 1) expect(tryHit(a.limits, '203.0.113.1')).toBe('ok');
  await a.peers.report();
  for (const event of bus.take()) b.peers.handle(event);
  expect([tryHit(b.limits, '203.0.113.1'), tryHit(b.limits, '203.0.113.1')]).toEqual(['ok', 'ok']);
  expect(tryHit(b.limits, '203.0.113.1')).toBe(429);
  // The events are keyed by replica and carry the peers topic's message.
  await b.peers.report();
  expect(bus.published[0]).toMatchObject({ topic: TOPICS.gatewayPeers, key: 'replica-b' });
});

it('a replica ignores its own reports read back from the bus', async () => {
  const bus = new FakeBus();
  const a = replica('replica-a', bus);
  for (let i = 0; i < 5; i += 1) tryHit(a.limits, '203.0.113.1');
  a.failures.recordLocal('GET /api/files', {
    at: new Date(minuteStart),
    requestId: 'req-own',
    traceId: '',
  });
  await a.peers.report();
  for (const event of bus.take()) a.peers.handle(event);
  expect(a.limits.peersHeard).toBe(0);
  expect(tryHit(a.limits, '203.0.113.1')).toBe('ok');
});

it('publishes nothing when nothing changed since the last report', async () => {
  const bus = new FakeBus();
  const a = replica('replica-a', bus);
  tryHit(a.limits, '203.0.113.1');
  await a.peers.report();
  expect(bus.take()).toHaveLength(1);
  await a.peers.report();
  expect(bus.take()).toHaveLength(0);
});

it('names the newest failure of a route across replicas, one record per route per report', async () => {
  const bus = new FakeBus();
  const a = replica('replica-a', bus);
  const b = replica('replica-b', bus);
  b.failures.recordLocal('GET /api/files', {
    at: new Date(minuteStart),
    requestId: 'req-b-older',
    traceId: '',
  });
  for (const [i, requestId] of ['req-a-1', 'req-a-2', 'req-a-3'].entries())
    a.failures.recordLocal('GET /api/files', {
      at: new Date(minuteStart + 1_000 + i),
      requestId,
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    });
  await a.peers.report();
  const events = bus.take();
  expect(events).toHaveLength(1);
  for (const event of events) b.peers.handle(event);
  expect(b.failures.get('GET /api/files')).toEqual({
    at: new Date(minuteStart + 1_002),
    requestId: 'req-a-3',
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
  });
  // A peer's record older than the one held here does not replace it.
  b.failures.recordLocal('GET /api/me', {
    at: new Date(minuteStart + 5_000),
    requestId: 'req-b-new',
    traceId: '',
  });
  a.failures.recordLocal('GET /api/me', {
    at: new Date(minuteStart + 4_000),
    requestId: 'req-a-old',
    traceId: '',
  });
  await a.peers.report();
  for (const event of bus.take()) b.peers.handle(event);
  expect(b.failures.get('GET /api/me')?.requestId).toBe('req-b-new');
});

it('a bus that refuses reports leaves requests counted locally, logged once until it is back', async () => {
  const bus = new FakeBus();
  const a = replica('replica-a', bus);
  bus.down = true;
  for (let i = 0; i < 3; i += 1) {
    tryHit(a.limits, `203.0.113.${i}`);
    await expect(a.peers.report()).resolves.toBeUndefined();
  }
  expect(a.logs).toEqual([
    'gateway peers: the bus refused a report; rate limits count in this replica only',
  ]);
  const answers = Array.from({ length: 7 }, () => tryHit(a.limits, '203.0.113.9'));
  expect(answers).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 429]);
  bus.down = false;
  await a.peers.report();
  expect(a.logs).toHaveLength(2);
  expect(a.logs[1]).toBe('gateway peers: reports reach the bus again');
});

it('what a refused report carried goes out with the next one, even with nothing new', async () => {
  const bus = new FakeBus();
  const a = replica('replica-a', bus);
  const b = replica('replica-b', bus);
  for (let i = 0; i < 5; i += 1) tryHit(a.limits, '203.0.113.1');
  a.failures.recordLocal('GET /api/files', {
    at: new Date(minuteStart),
    requestId: 'req-during-outage',
    traceId: '',
  });
  bus.down = true;
  await a.peers.report();
  bus.down = false;
  await a.peers.report();
  for (const event of bus.take()) b.peers.handle(event);
  expect(b.failures.get('GET /api/files')?.requestId).toBe('req-during-outage');
  expect([tryHit(b.limits, '203.0.113.1'), tryHit(b.limits, '203.0.113.1')]).toEqual(['ok', 429]);
});

it('drops a malformed event instead of failing the subscription', () => {
  const a = replica('replica-a', new FakeBus());
  expect(() =>
    a.peers.handle({
      id: 'x',
      topic: TOPICS.gatewayPeers,
      key: 'replica-z',
      type: 'request_counts',
      occurredAt: new Date(),
      headers: {},
      payload: Uint8Array.from([0xff, 0xff, 0xff]),
      partition: 0,
      offset: '0',
    }),
  ).not.toThrow();
});

it('a report the bus never answers gives way after its deadline, so later reports are tried', async () => {
  const attempts: OutgoingEvent[][] = [];
  const stuck = {
    publish: (events: OutgoingEvent[]) => (
      attempts.push(events),
      new Promise<void>(() => undefined)
    ),
  };
  const limits = new RequestLimits(() => minuteStart, 'replica-a');
  const logs: string[] = [];
  const log = (_fields: unknown, message?: string) => logs.push(message ?? '');
  const peers = new GatewayPeers({
    bus: stuck,
    limits,
    failures: new LastFailures(),
    logger: { warn: log, info: log },
    publishDeadlineMs: 50,
  });
  tryHit(limits, '203.0.113.1');
  await peers.report();
  tryHit(limits, '203.0.113.1');
  await peers.report();
  expect(attempts).toHaveLength(2);
  expect(logs).toHaveLength(1);
});
