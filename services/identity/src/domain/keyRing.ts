/**
 * The keys that sign access tokens. The current key is read from the database (so every
 * identity replica signs with the same key) and cached briefly; rotation makes a new key
 * current and keeps the old one published until the last token it signed has expired.
 */
import type { Database } from '@portico/kit';
import {
  currentSigningKey,
  insertSigningKey,
  publishedKeys,
  retireOtherKeys,
} from '../store/signingKeys';
import { ACCESS_TOKEN_TTL_SECONDS, generateSigningKey, type SigningKey } from './accessTokens';
import { IMPERSONATION_TTL_SECONDS } from './impersonationRules';

/** How long a retired key stays published: longer than any token it may have signed. */
const RETIRED_KEY_GRACE_SECONDS =
  Math.max(ACCESS_TOKEN_TTL_SECONDS, IMPERSONATION_TTL_SECONDS) + 60;
const CACHE_MS = 30_000;

export class KeyRing {
  private cached: { key: SigningKey; until: number } | null = null;
  private loading: Promise<SigningKey> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The current key. Once the cache is stale the cached key still signs while a fresh read
   * runs beside it: tokens are signed inside transactions, and waiting there for another
   * pooled connection deadlocked identity as soon as every connection was held by such a
   * transaction (make bench, POST /api/auth/refresh at 20 connections on a pool of 10:
   * every 30 s all requests stalled until the 5 s deadline). A failed read is retried by the
   * next call; the cached key keeps signing meanwhile, and it stays published.
   */
  async signingKey(): Promise<SigningKey> {
    if (!this.cached) return this.load();
    if (this.cached.until <= this.clock().getTime()) this.load().catch(() => undefined);
    return this.cached.key;
  }

  private load(): Promise<SigningKey> {
    this.loading ??= this.readCurrent().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async readCurrent(): Promise<SigningKey> {
    let key = await currentSigningKey(this.db);
    if (!key) {
      // First start: make a key. Two replicas racing both insert one; the newest signs and
      // both are published, so tokens from either verify.
      key = generateSigningKey(this.clock());
      await insertSigningKey(this.db, key);
      key = (await currentSigningKey(this.db)) ?? key;
    }
    this.cached = { key, until: this.clock().getTime() + CACHE_MS };
    return key;
  }

  async jwks(): Promise<{ keys: object[] }> {
    const keys = await publishedKeys(this.db, this.clock(), RETIRED_KEY_GRACE_SECONDS);
    return { keys: keys.map((k) => k.publicJwk) };
  }

  /**
   * A new key signs from now on. Normally the old ones stay published until their tokens
   * expire; an emergency rotation (a key leaked) unpublishes them at once, so gateways stop
   * accepting their tokens at their next key refresh (within a minute).
   */
  async rotate(options: { emergency?: boolean } = {}): Promise<void> {
    const key = generateSigningKey(this.clock());
    const now = this.clock();
    const retiredAt = options.emergency
      ? new Date(now.getTime() - (RETIRED_KEY_GRACE_SECONDS + 1) * 1000)
      : now;
    await this.db.transaction(async (tx) => {
      await insertSigningKey(tx, key);
      await retireOtherKeys(tx, key.kid, retiredAt);
    });
    this.cached = { key, until: this.clock().getTime() + CACHE_MS };
  }
}
