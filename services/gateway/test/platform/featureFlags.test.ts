/**
 * The gateway's copy of the feature flags: known flags at their defaults until written, held
 * for the TTL, forgotten on eviction (a switch or Purge Cache), and, when tenancy cannot be
 * reached, the last states known rather than nothing.
 */
import { FeatureFlagsCache } from '../../src/platform/featureFlags';

type Stored = { key: string; enabled: boolean }[];

function cacheOver(answers: (Stored | Error)[]) {
  let now = 0;
  let loads = 0;
  const cache = new FeatureFlagsCache(
    async () => {
      const answer = answers[Math.min(loads, answers.length - 1)]!;
      loads += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    60_000,
    undefined,
    () => now,
  );
  return {
    cache,
    loads: () => loads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('feature flags held by a gateway', () => {
  it('are the known defaults (both on) while nothing was written, and unknown keys are ignored', async () => {
    const { cache } = cacheOver([[{ key: 'beta-nav', enabled: false }]]);
    expect(await cache.states()).toEqual({ 'signup.open': true, 'announcements.banners': true });
  });

  it('follow what was written', async () => {
    const { cache } = cacheOver([[{ key: 'signup.open', enabled: false }]]);
    expect(await cache.enabled('signup.open')).toBe(false);
    expect(await cache.enabled('announcements.banners')).toBe(true);
  });

  it('are asked for once per TTL, and again at once after an eviction', async () => {
    const { cache, loads, advance } = cacheOver([
      [],
      [{ key: 'signup.open', enabled: false }],
      [{ key: 'signup.open', enabled: true }],
    ]);
    await cache.states();
    advance(59_000);
    expect(await cache.enabled('signup.open')).toBe(true);
    expect(loads()).toBe(1);
    cache.evict();
    expect(await cache.enabled('signup.open')).toBe(false);
    advance(60_001);
    expect(await cache.enabled('signup.open')).toBe(true);
    expect(loads()).toBe(3);
  });

  it('keep the last known states when tenancy cannot answer', async () => {
    const { cache } = cacheOver([
      [{ key: 'signup.open', enabled: false }],
      new Error('UNAVAILABLE'),
    ]);
    expect(await cache.enabled('signup.open')).toBe(false);
    cache.evict();
    expect(await cache.enabled('signup.open')).toBe(false);
  });

  it('are the defaults when tenancy never answered', async () => {
    const { cache } = cacheOver([new Error('UNAVAILABLE')]);
    expect(await cache.enabled('signup.open')).toBe(true);
  });
});
