/**
 * Access tokens the gateway has already verified, so a browser's every request does not pay
 * a fresh Ed25519 verification: that was the largest single cost of an authenticated read
 * in `make bench` (about an eighth of the gateway's CPU on GET /api/me). A token is taken
 * from here only while it is unexpired and identity still publishes the very key object it
 * was verified with, so it is accepted exactly when verifying it again would accept it.
 * Refusals are never kept. Bounded: past `maxEntries` the oldest entry goes.
 */
import type { KeyObject } from 'node:crypto';
import { unauthenticated, type AccessClaims } from '@portico/kit';
import { verifyAccessToken, type KeySource } from './accessToken';

const MAX_ENTRIES = 10_000;

interface Verified {
  claims: AccessClaims;
  kid: string;
  key: KeyObject;
}

export class VerifiedTokens {
  private readonly entries = new Map<string, Verified>();

  constructor(
    private readonly keys: KeySource,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  async verify(token: string): Promise<AccessClaims> {
    const now = this.now();
    const known = this.entries.get(token);
    if (known) {
      if (known.claims.exp * 1000 > now && (await this.keys.keyFor(known.kid)) === known.key) {
        return known.claims;
      }
      this.entries.delete(token);
    }
    let used: { kid: string; key: KeyObject } | undefined;
    const claims = await verifyAccessToken(
      token,
      {
        keyFor: async (kid) => {
          const key = await this.keys.keyFor(kid);
          used = key && { kid, key };
          return key;
        },
      },
      now,
    );
    // verifyAccessToken only answers after a key verified the signature.
    if (!used) throw unauthenticated('Auth session missing!', 'invalid_token');
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { claims, ...used });
    return claims;
  }
}
