/**
 * The gateway's access cache: what `tenancy.GetAccess` answered for (user, tenant) and what
 * `identity.GetUser` answered for a user about themselves, so a tenant request costs one
 * hop instead of two and GET /api/me one instead of three. Tenancy's and identity's events
 * evict entries the moment a membership, role, suspension or profile changes (./events.ts);
 * the TTL is only a safety net for an event that never arrived.
 *
 * It also holds each tenant's member directory for the CRM list (`getDirectory`), so an admin
 * searching, sorting and paging costs the gateway alone instead of three services.
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
  /** The users whose change makes the entry stale (its own user; a directory's members). */
  owners: readonly string[];
}

/**
 * The longest a directory is held: what bounds how old a last sign-in made through another
 * gateway replica may look in the CRM list (sign-ins announce no event).
 */
export const DIRECTORY_TTL_MS = 15_000;

export type AccessAnswer = tenancyV1.Access__Output;
export type UserAnswer = identityV1.User__Output;

/** A small LRU with expiry, indexed by user so every entry about a user goes with them. */
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

  set(key: string, owners: readonly string[], value: T, ttlMs: number): void {
    this.delete(key);
    this.entries.set(key, { value, owners, expiresAt: this.now() + ttlMs });
    for (const userId of owners) {
      let keys = this.keysOfUser.get(userId);
      if (!keys) this.keysOfUser.set(userId, (keys = new Set()));
      keys.add(key);
    }
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  deleteUser(userId: string): void {
    for (const key of [...(this.keysOfUser.get(userId) ?? [])]) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.keysOfUser.clear();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const userId of entry.owners) {
      const keys = this.keysOfUser.get(userId);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOfUser.delete(userId);
    }
  }
}

export class AccessCache {
  readonly ttlMs: number;
  private readonly access: LruByUser<AccessAnswer>;
  private readonly users: LruByUser<UserAnswer>;
  private readonly directories: LruByUser<unknown>;
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
    // A directory holds a whole tenant's members: far fewer of them than of single answers.
    this.directories = new LruByUser(Math.max(16, Math.ceil(options.maxEntries / 100)), now);
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
    return this.access.size + this.users.size + this.directories.size;
  }

  getAccess(
    key: { userId: string; tenantId: string; isSuperAdmin: boolean },
    load: () => Promise<AccessAnswer>,
  ): Promise<AccessAnswer> {
    const cacheKey = `${key.userId}\u0000${key.tenantId}\u0000${key.isSuperAdmin ? 1 : 0}`;
    const owners = [key.userId];
    return this.through(this.access, `a\u0000${cacheKey}`, cacheKey, () => owners, load);
  }

  getUser(userId: string, load: () => Promise<UserAnswer>): Promise<UserAnswer> {
    const owners = [userId];
    return this.through(this.users, `u\u0000${userId}`, userId, () => owners, load);
  }

  /**
   * A tenant's member directory (the CRM list before its search, sort and page), held with
   * the ids of its members: a change to the tenant's memberships, to a member (profile, email,
   * a sign-in through this gateway) or to the tenant forgets it. A sign-in through another
   * replica announces nothing, so the last sign-in it shows may be up to the TTL old there.
   */
  getDirectory<T>(
    tenantId: string,
    load: () => Promise<T>,
    membersOf: (value: T) => readonly string[],
  ): Promise<T> {
    return this.through(
      this.directories as LruByUser<T>,
      `d\u0000${tenantId}`,
      tenantId,
      membersOf,
      load,
      Math.min(this.ttlMs, DIRECTORY_TTL_MS),
    );
  }

  /** Forgets what is held about a whole tenant's people (a membership of it changed). */
  evictTenant(tenantId: string): void {
    this.forgetCallsInFlight();
    this.directories.delete(tenantId);
  }

  /** Forgets everything held about `userId`: their access in every tenant and their profile. */
  evictUser(userId: string): void {
    this.forgetCallsInFlight();
    this.access.deleteUser(userId);
    this.users.deleteUser(userId);
    this.directories.deleteUser(userId);
  }

  /** Forgets every access answer and directory (a tenant-wide change such as a suspension). */
  evictAllAccess(): void {
    this.forgetCallsInFlight();
    this.access.clear();
    this.directories.clear();
  }

  clear(): void {
    this.forgetCallsInFlight();
    this.access.clear();
    this.users.clear();
    this.directories.clear();
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
    owners: (value: T) => readonly string[],
    load: () => Promise<T>,
    ttlMs = this.ttlMs,
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
        if (this.live && this.generation === startedAt) store.set(key, owners(value), value, ttlMs);
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(flightKey) === settled) this.inFlight.delete(flightKey);
      });
    this.inFlight.set(flightKey, settled);
    return settled;
  }
}
