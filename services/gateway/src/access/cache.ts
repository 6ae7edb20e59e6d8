/**
 * The gateway's access cache: what `tenancy.GetAccess` answered for (user, tenant) and what
 * `identity.GetUser` answered for a user about themselves, so a tenant request costs one
 * hop instead of two and GET /api/me one instead of three. Tenancy's and identity's events
 * evict entries the moment a membership, role, suspension or profile changes (./events.ts);
 * the TTL is only a safety net for an event that never arrived.
 *
 * Bounded: a Map in least-recently-used order, the oldest entry dropped past `maxEntries`.
 * A call that began before an eviction never stores its (possibly stale) answer afterwards:
 * every eviction moves the generation on, and an answer is kept only if it did not move
 * while the call was in flight. Concurrent misses for one key share one call.
 */
import type { tenancyV1, identityV1 } from '@portico/proto';

export interface AccessCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
  userId: string;
}

export type AccessAnswer = tenancyV1.Access__Output;
export type UserAnswer = identityV1.User__Output;

/** A small LRU with expiry, indexed by user so one user's entries go together. */
class LruByUser<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly keysOfUser = new Map<string, Set<string>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the young end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, userId: string, value: T, ttlMs: number): void {
    this.delete(key);
    this.entries.set(key, { value, userId, expiresAt: this.now() + ttlMs });
    let keys = this.keysOfUser.get(userId);
    if (!keys) this.keysOfUser.set(userId, (keys = new Set()));
    keys.add(key);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  deleteUser(userId: string): void {
    for (const key of this.keysOfUser.get(userId) ?? []) this.entries.delete(key);
    this.keysOfUser.delete(userId);
  }

  clear(): void {
    this.entries.clear();
    this.keysOfUser.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysOfUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(entry.userId);
  }
}

export class AccessCache {
  readonly ttlMs: number;
  private readonly access: LruByUser<AccessAnswer>;
  private readonly users: LruByUser<UserAnswer>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private generation = 0;
  /** Answers served from the cache, and lookups that had to ask the service, since start. */
  hits = 0;
  misses = 0;
  /** Off until the gateway follows the events that keep it true (see `enable`). */
  private enabled = false;

  constructor(options: AccessCacheOptions) {
    const now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs;
    this.access = new LruByUser(options.maxEntries, now);
    this.users = new LruByUser(options.maxEntries, now);
  }

  /** Whether answers are being kept: only while the invalidating events are followed. */
  get live(): boolean {
    return this.enabled && this.ttlMs > 0;
  }

  enable(): void {
    this.enabled = true;
  }

  /** Stops keeping answers and forgets every one (the events are no longer followed). */
  disable(): void {
    this.enabled = false;
    this.clear();
  }

  /** How many answers are held, for tests and metrics. */
  get size(): number {
    return this.access.size + this.users.size;
  }

  getAccess(
    key: { userId: string; tenantId: string; isSuperAdmin: boolean },
    load: () => Promise<AccessAnswer>,
  ): Promise<AccessAnswer> {
    const cacheKey = `${key.userId}\u0000${key.tenantId}\u0000${key.isSuperAdmin ? 1 : 0}`;
    return this.through(this.access, `a\u0000${cacheKey}`, cacheKey, key.userId, load);
  }

  getUser(userId: string, load: () => Promise<UserAnswer>): Promise<UserAnswer> {
    return this.through(this.users, `u\u0000${userId}`, userId, userId, load);
  }

  /** Forgets everything held about `userId`: their access in every tenant and their profile. */
  evictUser(userId: string): void {
    this.forgetCallsInFlight();
    this.access.deleteUser(userId);
    this.users.deleteUser(userId);
  }

  /** Forgets every access answer (a tenant-wide change such as a suspension). */
  evictAllAccess(): void {
    this.forgetCallsInFlight();
    this.access.clear();
  }

  clear(): void {
    this.forgetCallsInFlight();
    this.access.clear();
    this.users.clear();
  }

  /** Answers already on their way may predate the change: none is kept or shared any more. */
  private forgetCallsInFlight(): void {
    this.generation += 1;
    this.inFlight.clear();
  }

  private async through<T>(
    store: LruByUser<T>,
    flightKey: string,
    key: string,
    userId: string,
    load: () => Promise<T>,
  ): Promise<T> {
    if (!this.live) return load();
    const held = store.get(key);
    if (held !== undefined) {
      this.hits += 1;
      return held;
    }
    this.misses += 1;
    const pending = this.inFlight.get(flightKey) as Promise<T> | undefined;
    if (pending) return pending;
    const startedAt = this.generation;
    const settled: Promise<T> = load()
      .then((value) => {
        if (this.live && this.generation === startedAt) store.set(key, userId, value, this.ttlMs);
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(flightKey) === settled) this.inFlight.delete(flightKey);
      });
    this.inFlight.set(flightKey, settled);
    return settled;
  }
}
