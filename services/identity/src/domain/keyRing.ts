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

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async signingKey(): Promise<SigningKey> {
    const now = this.clock().getTime();
    if (this.cached && this.cached.until > now) return this.cached.key;
    let key = await currentSigningKey(this.db);
    if (!key) {
      // First start: make a key. Two replicas racing both insert one; the newest signs and
      // both are published, so tokens from either verify.
      key = generateSigningKey(this.clock());
      await insertSigningKey(this.db, key);
      key = (await currentSigningKey(this.db)) ?? key;
    }
    this.cached = { key, until: now + CACHE_MS };
    return key;
  }

  async jwks(): Promise<{ keys: object[] }> {
    const keys = await publishedKeys(this.db, this.clock(), RETIRED_KEY_GRACE_SECONDS);
    return { keys: keys.map((k) => k.publicJwk) };
  }

  async rotate(): Promise<void> {
    const key = generateSigningKey(this.clock());
    await this.db.transaction(async (tx) => {
      await insertSigningKey(tx, key);
      await retireOtherKeys(tx, key.kid, this.clock());
    });
    this.cached = { key, until: this.clock().getTime() + CACHE_MS };
  }
}
