/**
 * The platform's request ceilings (Super Settings → Rate Limits): per client address and per
 * tenant, per minute, 0 meaning none; the minute after a refusal serves again; the other
 * replicas' reports of the same minute count as if this replica had served them, and what
 * this replica reports stays small.
 */
import { RequestLimits, TOO_MANY_REQUESTS } from '../../src/platform/requestLimits';

const minuteStart = Date.parse('2026-11-22T10:00:00.000Z');

function hits(
  limits: RequestLimits,
  n: number,
  rate: { globalRpm: number; perTenantRpm: number },
  ip: string,
  tenant?: string,
) {
  const answers: ('ok' | number)[] = [];
  for (let i = 0; i < n; i += 1) {
    try {
      limits.hit(rate, ip, tenant);
      answers.push('ok');
    } catch (error) {
      expect((error as Error).message).toBe(TOO_MANY_REQUESTS);
      answers.push((error as { retryAfterSeconds?: number }).retryAfterSeconds ?? 429);
    }
  }
  return answers;
}

it('refuses the request past the per-address figure, per address', () => {
  const limits = new RequestLimits(() => minuteStart + 15_000);
  const rate = { globalRpm: 3, perTenantRpm: 0 };
  expect(hits(limits, 4, rate, '203.0.113.1').filter((a) => a === 'ok')).toHaveLength(3);
  expect(hits(limits, 1, rate, '203.0.113.2')).toEqual(['ok']);
});

it('refuses the request past the per-tenant figure, whatever the address', () => {
  const limits = new RequestLimits(() => minuteStart);
  const rate = { globalRpm: 0, perTenantRpm: 2 };
  hits(limits, 1, rate, '203.0.113.1', 't1');
  hits(limits, 1, rate, '203.0.113.2', 't1');
  expect(hits(limits, 1, rate, '203.0.113.3', 't1')[0]).not.toBe('ok');
  expect(hits(limits, 1, rate, '203.0.113.3', 't2')).toEqual(['ok']);
});

it('counts nothing with both figures at 0', () => {
  const limits = new RequestLimits(() => minuteStart);
  expect(
    hits(limits, 1000, { globalRpm: 0, perTenantRpm: 0 }, '203.0.113.1', 't1').every(
      (a) => a === 'ok',
    ),
  ).toBe(true);
});

it('serves again in the next minute', () => {
  let now = minuteStart + 59_000;
  const limits = new RequestLimits(() => now);
  const rate = { globalRpm: 1, perTenantRpm: 0 };
  // Refused one second before the minute turns: Retry-After says 1 s.
  expect(hits(limits, 2, rate, '203.0.113.1')).toEqual(['ok', 1]);
  now = minuteStart + 60_000;
  expect(hits(limits, 1, rate, '203.0.113.1')).toEqual(['ok']);
});

describe('shared with the other gateway replicas', () => {
  const rate = { globalRpm: 10, perTenantRpm: 0 };
  const window = minuteStart / 60_000;

  it("refuses once this replica's count and its peers' reports together pass the figure", () => {
    const limits = new RequestLimits(() => minuteStart + 5_000, 'replica-a');
    limits.heard('replica-b', { window, counts: { 'ip:203.0.113.1': 4 } });
    limits.heard('replica-c', { window, counts: { 'ip:203.0.113.1': 3 } });
    expect(hits(limits, 4, rate, '203.0.113.1')).toEqual(['ok', 'ok', 'ok', 55]);
    // Another address is not held back by the first one's reports.
    expect(hits(limits, 1, rate, '203.0.113.2')).toEqual(['ok']);
  });

  it("takes a peer's latest report, not the sum of its reports", () => {
    const limits = new RequestLimits(() => minuteStart, 'replica-a');
    limits.heard('replica-b', { window, counts: { 'ip:203.0.113.1': 5 } });
    limits.heard('replica-b', { window, counts: { 'ip:203.0.113.1': 8 } });
    expect(hits(limits, 3, rate, '203.0.113.1')).toEqual(['ok', 'ok', 60]);
  });

  it('ignores its own report read back from the bus', () => {
    const limits = new RequestLimits(() => minuteStart, 'replica-a');
    limits.heard('replica-a', { window, counts: { 'ip:203.0.113.1': 10 } });
    expect(hits(limits, 10, rate, '203.0.113.1').every((a) => a === 'ok')).toBe(true);
  });

  it("ignores a peer's report of another minute", () => {
    let now = minuteStart;
    const limits = new RequestLimits(() => now, 'replica-a');
    limits.heard('replica-b', { window: window - 1, counts: { 'ip:203.0.113.1': 10 } });
    expect(hits(limits, 1, rate, '203.0.113.1')).toEqual(['ok']);
    limits.heard('replica-b', { window, counts: { 'ip:203.0.113.1': 9 } });
    expect(hits(limits, 1, rate, '203.0.113.1')[0]).not.toBe('ok');
    // The minute turns: the report of the last one no longer counts.
    now = minuteStart + 60_000;
    expect(hits(limits, 10, rate, '203.0.113.1').every((a) => a === 'ok')).toBe(true);
  });

  it('forgets a peer silent for more than two minutes', () => {
    let now = minuteStart;
    const limits = new RequestLimits(() => now, 'replica-a');
    limits.heard('replica-b', { window, counts: { 'ip:203.0.113.1': 9 } });
    limits.heard('replica-c', { window, counts: {} });
    expect(limits.peersHeard).toBe(2);
    now = minuteStart + 2 * 60_000;
    limits.heard('replica-c', { window: window + 2, counts: {} });
    expect(limits.peersHeard).toBe(2);
    now = minuteStart + 2 * 60_000 + 1;
    limits.heard('replica-c', { window: window + 2, counts: {} });
    expect(limits.peersHeard).toBe(1);
  });
});

describe('what a replica reports to the others', () => {
  it('reports the keys near a ceiling once they change, and nothing when nothing changed', () => {
    const limits = new RequestLimits(() => minuteStart, 'replica-a');
    const rate = { globalRpm: 100, perTenantRpm: 40 };
    expect(limits.report()).toBeUndefined();
    // 5 % of 100 is 5 requests: four stay local, the fifth is worth telling.
    hits(limits, 4, rate, '203.0.113.1');
    expect(limits.report()).toBeUndefined();
    hits(limits, 1, rate, '203.0.113.1');
    hits(limits, 2, rate, '203.0.113.2', 't1');
    expect(limits.report()).toEqual({
      window: minuteStart / 60_000,
      counts: { 'ip:203.0.113.1': 5, 'tenant:t1': 2 },
    });
    expect(limits.report()).toBeUndefined();
    hits(limits, 1, rate, '203.0.113.9');
    expect(limits.report()).toBeUndefined();
    hits(limits, 1, rate, '203.0.113.1');
    expect(limits.report()?.counts['ip:203.0.113.1']).toBe(6);
  });

  it('reports at most a thousand keys however many addresses call, the fullest first', () => {
    const limits = new RequestLimits(() => minuteStart, 'replica-a');
    const rate = { globalRpm: 10, perTenantRpm: 0 };
    for (let i = 0; i < 5000; i += 1) hits(limits, 1, rate, `10.0.${i >> 8}.${i & 255}`);
    hits(limits, 7, rate, '203.0.113.1');
    const report = limits.report();
    expect(Object.keys(report?.counts ?? {})).toHaveLength(1000);
    expect(report?.counts['ip:203.0.113.1']).toBe(7);
  });
});
