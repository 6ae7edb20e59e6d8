/**
 * Identity's public keys, fetched over gRPC and cached. An unknown `kid` (identity rotated
 * its key) triggers one refetch, at most every few seconds, so a forged kid cannot turn
 * every request into a call to identity.
 */
import type { JsonWebKey, KeyObject } from 'node:crypto';
import { publicKeyOf, type KeySource } from './accessToken';

// Re-read within a minute, so a key identity stopped publishing (an emergency rotation) is
// refused by every gateway within a minute; one small call per replica every 30 s.
const FRESH_MS = 30_000;
const MIN_REFETCH_MS = 5_000;

export class JwksCache implements KeySource {
  private keys = new Map<string, KeyObject>();
  private fetchedAt: number | null = null;
  private inflight: Promise<void> | null = null;

  constructor(
    private readonly fetchJwks: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  async keyFor(kid: string): Promise<KeyObject | undefined> {
    const age = this.fetchedAt === null ? Infinity : this.now() - this.fetchedAt;
    if (age > FRESH_MS || (!this.keys.has(kid) && age > MIN_REFETCH_MS)) await this.refresh();
    return this.keys.get(kid);
  }

  private refresh(): Promise<void> {
    this.inflight ??= this.fetchJwks()
      .then((json) => {
        const { keys } = JSON.parse(json) as { keys: (JsonWebKey & { kid?: string })[] };
        this.keys = new Map(
          keys.filter((k) => k.kid).map((k) => [k.kid as string, publicKeyOf(k)]),
        );
        this.fetchedAt = this.now();
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }
}
