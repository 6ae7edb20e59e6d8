/**
 * The gateway's access cache on its own: answers kept per (user, tenant) and per user, gone
 * when an event evicts them or the safety-net TTL passes, bounded in size, and never
 * refilled with an answer that was already on its way when the change happened.
 */
import { AccessCache, type AccessAnswer, type UserAnswer } from '../../src/access/cache';

const ADA = 'ada';
const access = (role: string): AccessAnswer =>
  ({ memberships: [], tenant_id: 't1', effective_role: role, membership: null }) as AccessAnswer;
const user = (first: string): UserAnswer => ({ id: ADA, first_name: first }) as UserAnswer;

function liveCache(options: Partial<{ ttlMs: number; maxEntries: number }> = {}) {
  let now = 1_000;
  const cache = new AccessCache({
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => now,
  });
  cache.enable();
  return { cache, advance: (ms: number) => (now += ms) };
}

/** A loader that answers `value` and counts how often the service was asked. */
function service<T>(value: () => T) {
  const calls = { count: 0 };
  return { calls, load: async () => ((calls.count += 1), value()) };
}

const key = (tenantId = 't1') => ({ userId: ADA, tenantId, isSuperAdmin: false });

describe('access cache', () => {
  it("answers a member's second request without asking tenancy again", async () => {
    const { cache } = liveCache();
    const tenancy = service(() => access('role2'));
    await cache.getAccess(key(), tenancy.load);
    const second = await cache.getAccess(key(), tenancy.load);
    expect(second.effective_role).toBe('role2');
    expect(tenancy.calls.count).toBe(1);
  });

  it("asks again once the user's entries were evicted (a role change event)", async () => {
    const { cache } = liveCache();
    let role = 'role2';
    const tenancy = service(() => access(role));
    const identity = service(() => user('Ada'));
    await cache.getAccess(key(), tenancy.load);
    await cache.getUser(ADA, identity.load);
    role = 'role1';
    cache.evictUser(ADA);
    expect((await cache.getAccess(key(), tenancy.load)).effective_role).toBe('role1');
    await cache.getUser(ADA, identity.load);
    expect(identity.calls.count).toBe(2);
  });

  it('keeps an answer no longer than the TTL even when no event came', async () => {
    const { cache, advance } = liveCache({ ttlMs: 60_000 });
    const tenancy = service(() => access('role2'));
    await cache.getAccess(key(), tenancy.load);
    advance(60_001);
    await cache.getAccess(key(), tenancy.load);
    expect(tenancy.calls.count).toBe(2);
  });

  it('holds at most maxEntries answers, dropping the least recently used', async () => {
    const { cache } = liveCache({ maxEntries: 2 });
    const tenancy = service(() => access('role2'));
    await cache.getAccess(key('t1'), tenancy.load);
    await cache.getAccess(key('t2'), tenancy.load);
    await cache.getAccess(key('t1'), tenancy.load); // t1 is now the most recently used
    await cache.getAccess(key('t3'), tenancy.load); // t2 goes
    expect(cache.size).toBe(2);
    await cache.getAccess(key('t1'), tenancy.load);
    expect(tenancy.calls.count).toBe(3);
    await cache.getAccess(key('t2'), tenancy.load);
    expect(tenancy.calls.count).toBe(4);
  });

  it('does not keep an answer that was on its way when the user was evicted', async () => {
    const { cache } = liveCache();
    let release: (value: AccessAnswer) => void = () => undefined;
    const slow = new Promise<AccessAnswer>((resolve) => (release = resolve));
    const inFlight = cache.getAccess(key(), () => slow);
    cache.evictUser(ADA); // the role changed while tenancy was answering
    release(access('role2'));
    await inFlight;
    const fresh = service(() => access('role1'));
    expect((await cache.getAccess(key(), fresh.load)).effective_role).toBe('role1');
    expect(fresh.calls.count).toBe(1);
  });

  it('shares one call between concurrent misses for the same member and tenant', async () => {
    const { cache } = liveCache();
    const tenancy = service(() => access('role2'));
    await Promise.all([1, 2, 3].map(() => cache.getAccess(key(), tenancy.load)));
    expect(tenancy.calls.count).toBe(1);
  });

  it('asks the service every time until the events that keep it true are followed', async () => {
    const cache = new AccessCache({ ttlMs: 60_000, maxEntries: 100 });
    const tenancy = service(() => access('role2'));
    await cache.getAccess(key(), tenancy.load);
    await cache.getAccess(key(), tenancy.load);
    expect(tenancy.calls.count).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('does not keep an error: a refused member is asked again', async () => {
    const { cache } = liveCache();
    let calls = 0;
    const refuse = async (): Promise<AccessAnswer> => {
      calls += 1;
      throw new Error('You do not have access to this tenant');
    };
    await expect(cache.getAccess(key(), refuse)).rejects.toThrow('do not have access');
    await expect(cache.getAccess(key(), refuse)).rejects.toThrow('do not have access');
    expect(calls).toBe(2);
  });
});

describe("a tenant's member directory in the access cache", () => {
  const members = (...ids: string[]) => ids.map((id) => ({ id }));
  const ids = (list: { id: string }[]) => list.map((m) => m.id);

  it('answers an admin paging through the CRM from memory after the first request', async () => {
    const { cache } = liveCache();
    const services = service(() => members(ADA, 'ben'));
    await cache.getDirectory('t1', services.load, ids);
    expect(await cache.getDirectory('t1', services.load, ids)).toEqual(members(ADA, 'ben'));
    expect(services.calls.count).toBe(1);
  });

  it("forgets it when one of its members changes (a profile, a sign-in), not another tenant's", async () => {
    const { cache } = liveCache();
    const t1 = service(() => members(ADA));
    const t2 = service(() => members('ben'));
    await cache.getDirectory('t1', t1.load, ids);
    await cache.getDirectory('t2', t2.load, ids);
    cache.evictUser(ADA);
    await cache.getDirectory('t1', t1.load, ids);
    await cache.getDirectory('t2', t2.load, ids);
    expect([t1.calls.count, t2.calls.count]).toEqual([2, 1]);
  });

  it("forgets it when the tenant's memberships change (an invitation names no user yet)", async () => {
    const { cache } = liveCache();
    const t1 = service(() => members(ADA));
    await cache.getDirectory('t1', t1.load, ids);
    cache.evictTenant('t1');
    await cache.getDirectory('t1', t1.load, ids);
    cache.evictAllAccess(); // a tenant-wide change: a suspension, a role renamed
    await cache.getDirectory('t1', t1.load, ids);
    expect(t1.calls.count).toBe(3);
  });

  it('keeps it at most 15 s, however long the access TTL, and not when it changed on the way', async () => {
    const { cache, advance } = liveCache({ ttlMs: 60_000 });
    const t1 = service(() => members(ADA));
    await cache.getDirectory('t1', t1.load, ids);
    advance(15_001);
    await cache.getDirectory('t1', t1.load, ids);
    expect(t1.calls.count).toBe(2);

    let release: (value: { id: string }[]) => void = () => undefined;
    const slow = new Promise<{ id: string }[]>((resolve) => (release = resolve));
    advance(15_001);
    const inFlight = cache.getDirectory('t1', () => slow, ids);
    cache.evictTenant('t1');
    release(members(ADA));
    await inFlight;
    await cache.getDirectory('t1', t1.load, ids);
    expect(t1.calls.count).toBe(3);
  });
});
