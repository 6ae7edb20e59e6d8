/**
 * The last 5xx answer of each route across the gateway replicas, with its request id and
 * trace id: Prometheus counts failures but cannot say which request failed, and App Health's
 * top failing endpoints open that request's trace. This process records its own failures and
 * hands them to platform/peers.ts, which tells the other replicas about once a second (the
 * newest per route since the last report, so a failing route costs one record per interval)
 * and brings theirs here: the console's request, whichever replica it lands on, names the
 * newest failure of each route. Kept per app (express `app.locals`), bounded by the number of
 * declared routes (and MAX_ENDPOINTS whatever peers send).
 */
import type { Application } from 'express';

export interface LastFailure {
  at: Date;
  requestId: string;
  traceId: string;
}

const KEY = 'porticoLastFailures';
/** Route labels are bounded by the declared routes; this only caps what a peer could send. */
const MAX_ENDPOINTS = 2000;

export class LastFailures {
  private readonly newest = new Map<string, LastFailure>();
  private unreported = new Map<string, LastFailure>();

  /** A failure this process answered: kept, and reported to the peers at the next report. */
  recordLocal(endpoint: string, failure: LastFailure): void {
    this.keep(endpoint, failure);
    if (this.unreported.size < MAX_ENDPOINTS || this.unreported.has(endpoint))
      this.unreported.set(endpoint, failure);
  }

  /** A failure another replica answered. */
  recordPeer(endpoint: string, failure: LastFailure): void {
    this.keep(endpoint, failure);
  }

  get(endpoint: string): LastFailure | undefined {
    return this.newest.get(endpoint);
  }

  /** This process's newest failure per route since the last call, for the peers. */
  takeUnreported(): [string, LastFailure][] {
    const taken = [...this.unreported];
    this.unreported = new Map();
    return taken;
  }

  /** Records taken for a report that did not reach the bus: kept for the next, unless newer. */
  putBack(taken: [string, LastFailure][]): void {
    for (const [endpoint, failure] of taken) {
      if (!this.unreported.has(endpoint) && this.unreported.size < MAX_ENDPOINTS)
        this.unreported.set(endpoint, failure);
    }
  }

  private keep(endpoint: string, failure: LastFailure): void {
    const held = this.newest.get(endpoint);
    if (held && held.at.getTime() > failure.at.getTime()) return;
    if (!held && this.newest.size >= MAX_ENDPOINTS) return;
    this.newest.set(endpoint, failure);
  }
}

export function lastFailures(app: Application): LastFailures {
  const locals = app.locals as Record<string, unknown>;
  if (!(locals[KEY] instanceof LastFailures)) locals[KEY] = new LastFailures();
  return locals[KEY] as LastFailures;
}

/** `endpoint` is "<METHOD> <route pattern>", as the HTTP metrics label it. */
export function recordFailure(app: Application, endpoint: string, failure: LastFailure): void {
  lastFailures(app).recordLocal(endpoint, failure);
}

/** The newest failure of the route on any replica this process has heard from. */
export function lastFailure(app: Application, endpoint: string): LastFailure | undefined {
  return lastFailures(app).get(endpoint);
}
