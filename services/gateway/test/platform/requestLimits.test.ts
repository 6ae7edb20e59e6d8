/**
 * The platform's request ceilings (Super Settings → Rate Limits): per client address and per
 * tenant, per minute, 0 meaning none; the minute after a refusal serves again.
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
