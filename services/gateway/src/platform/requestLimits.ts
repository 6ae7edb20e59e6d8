/**
 * The platform's request ceilings (Super Settings → Rate Limits): `globalRpm` per client
 * address over every API route and `perTenantRpm` per tenant, in requests per minute; 0 is
 * no ceiling. Counted over fixed one-minute windows, and shared by every gateway replica
 * without a round trip per request: each process counts its own requests in a Map and, about
 * once a second, tells the others the keys that come near a ceiling (platform/peers.ts); a
 * request is refused when this process's count plus the latest counts its peers reported for
 * the same window pass the ceiling.
 *
 * What that costs in precision: a peer's requests are seen here up to one publish interval
 * (plus the bus's delivery time) late, so across R replicas a client may get up to what the
 * other R − 1 replicas admit in one interval above the figure; and a replica keeps to itself
 * keys below REPORT_SHARE of their ceiling, which adds at most that share per replica. When
 * the bus is down, reports stop and each replica counts on its own (never blocking a request):
 * then R replicas admit up to R times the figure. The sign-in doors' limits are exact instead
 * (counted in identity) because they are few requests guarding passwords. The super console's
 * own routes are exempt, so an operator who set a figure too low can always raise it again.
 */
import { rateLimited } from '@portico/kit';
import type { PlatformSettingsDoc } from '@portico/rules';
import { addressKey } from '../auth/rateLimit';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
export const WINDOW_MS = 60_000;
/** Keys under this share of their ceiling stay local: only keys near a ceiling are shared. */
export const REPORT_SHARE = 0.05;
/** At most this many keys per report, the fullest first, so a flood of addresses stays small. */
export const REPORT_MAX_KEYS = 1000;
/** A peer unheard for this many windows is forgotten (it stopped, or the bus did). */
const SILENT_WINDOWS = 2;

type Rate = PlatformSettingsDoc['rate'];

/** One replica's counts for one window, as published on the peers topic. */
export interface WindowCounts {
  window: number;
  counts: Record<string, number>;
}

interface PeerReport extends WindowCounts {
  heardAt: number;
}

export class RequestLimits {
  private window = 0;
  private counts = new Map<string, number>();
  /** The latest report of each other replica, by replica id. */
  private readonly peers = new Map<string, PeerReport>();
  /** The sum of the peers' reports for `window`: what `hit` adds to its own count. */
  private peerTotals = new Map<string, number>();
  private peerTotalsStale = false;
  /** The ceilings last enforced, which decide which keys are worth reporting. */
  private rate: Rate = { globalRpm: 0, perTenantRpm: 0 };
  private countedSinceReport = false;
  /** The sum of the last report's counts: counts only grow in a window, so equal is unchanged. */
  private lastReportSum = 0;

  constructor(
    private readonly now: () => number = Date.now,
    /** This process's replica id: its own reports, read back from the bus, are ignored. */
    readonly replicaId = '',
  ) {}

  /** Counts one request; throws 429 with Retry-After when a ceiling is passed. */
  hit(rate: Rate, ip: string | undefined, tenantId?: string): void {
    if (rate.globalRpm <= 0 && rate.perTenantRpm <= 0) return;
    this.rate = rate;
    const now = this.now();
    this.turnWindow(now);
    if (this.peerTotalsStale) this.sumPeers();
    this.countedSinceReport = true;
    const retryAfter = Math.max(1, Math.ceil(((this.window + 1) * WINDOW_MS - now) / 1000));
    if (rate.globalRpm > 0 && this.count(`ip:${addressKey(ip)}`) > rate.globalRpm)
      throw rateLimited(TOO_MANY_REQUESTS, retryAfter);
    if (tenantId && rate.perTenantRpm > 0 && this.count(`tenant:${tenantId}`) > rate.perTenantRpm)
      throw rateLimited(TOO_MANY_REQUESTS, retryAfter);
  }

  /** How many other replicas this process holds a report of. */
  get peersHeard(): number {
    return this.peers.size;
  }

  /** Another replica's report (its own, come back through the bus, is ignored). */
  heard(replicaId: string, report: WindowCounts): void {
    if (!replicaId || replicaId === this.replicaId) return;
    const now = this.now();
    for (const [id, peer] of this.peers) {
      if (now - peer.heardAt > SILENT_WINDOWS * WINDOW_MS) this.peers.delete(id);
    }
    this.peers.set(replicaId, { ...report, heardAt: now });
    this.peerTotalsStale = true;
  }

  /**
   * What to tell the other replicas, or undefined when nothing changed since the last report:
   * this window's keys at REPORT_SHARE of their ceiling or more, at most REPORT_MAX_KEYS, the
   * closest to their ceiling first.
   */
  report(): WindowCounts | undefined {
    this.turnWindow(this.now());
    if (!this.countedSinceReport) return undefined;
    this.countedSinceReport = false;
    const ceilingOf = (key: string) =>
      key.startsWith('tenant:') ? this.rate.perTenantRpm : this.rate.globalRpm;
    const near: [string, number, number][] = [];
    for (const [key, count] of this.counts) {
      const ceiling = ceilingOf(key);
      if (ceiling > 0 && count >= Math.max(1, ceiling * REPORT_SHARE))
        near.push([key, count, count / ceiling]);
    }
    near.sort((a, b) => b[2] - a[2]);
    const counts: Record<string, number> = {};
    let sum = 0;
    for (const [key, count] of near.slice(0, REPORT_MAX_KEYS)) {
      counts[key] = count;
      sum += count;
    }
    // Only keys under the share were counted: the peers already know all they need.
    if (sum === this.lastReportSum) return undefined;
    this.lastReportSum = sum;
    return { window: this.window, counts };
  }

  /** The last report did not reach the bus: the next one is sent even if nothing changed. */
  reportLost(): void {
    this.countedSinceReport = true;
    this.lastReportSum = -1;
  }

  private turnWindow(now: number): void {
    const window = Math.floor(now / WINDOW_MS);
    if (window === this.window) return;
    this.window = window;
    this.counts = new Map();
    this.lastReportSum = 0;
    this.peerTotalsStale = true;
  }

  /** Adds up the peers' reports for the current window; other windows' reports are stale. */
  private sumPeers(): void {
    const totals = new Map<string, number>();
    for (const peer of this.peers.values()) {
      if (peer.window !== this.window) continue;
      for (const [key, count] of Object.entries(peer.counts))
        totals.set(key, (totals.get(key) ?? 0) + count);
    }
    this.peerTotals = totals;
    this.peerTotalsStale = false;
  }

  private count(key: string): number {
    const next = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, next);
    return next + (this.peerTotals.get(key) ?? 0);
  }
}
