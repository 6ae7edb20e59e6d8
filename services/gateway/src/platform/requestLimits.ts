/**
 * The platform's request ceilings (Super Settings → Rate Limits): `globalRpm` per client
 * address over every API route and `perTenantRpm` per tenant, in requests per minute; 0 is
 * no ceiling. Counted in this process over fixed one-minute windows: unlike the sign-in
 * doors' limits (counted in identity so replicas share them), these guard every request, and a
 * round trip per request would cost more than the protection is worth. With N replicas behind
 * a balancer a client gets up to N times the figure. The super console's own routes are
 * exempt, so an operator who set a figure too low can always raise it again.
 */
import { rateLimited } from '@portico/kit';
import type { PlatformSettingsDoc } from '@portico/proto/rules';
import { addressKey } from '../auth/rateLimit';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
const WINDOW_MS = 60_000;

export class RequestLimits {
  private window = 0;
  private counts = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request; throws 429 with Retry-After when a ceiling is passed. */
  hit(rate: PlatformSettingsDoc['rate'], ip: string | undefined, tenantId?: string): void {
    if (rate.globalRpm <= 0 && rate.perTenantRpm <= 0) return;
    const now = this.now();
    const window = Math.floor(now / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
    if (rate.globalRpm > 0 && this.count(`ip:${addressKey(ip)}`) > rate.globalRpm)
      throw rateLimited(TOO_MANY_REQUESTS, retryAfter);
    if (tenantId && rate.perTenantRpm > 0 && this.count(`tenant:${tenantId}`) > rate.perTenantRpm)
      throw rateLimited(TOO_MANY_REQUESTS, retryAfter);
  }

  private count(key: string): number {
    const next = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, next);
    return next;
  }
}
