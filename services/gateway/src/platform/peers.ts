/**
 * What gateway replicas tell each other on the peers topic (portico.gateway.peers.v1): about
 * once a second, and only when something changed, this process's request counts for the
 * current window (platform/requestLimits.ts) and the last 5xx of each route it answered since
 * its previous report (http/last-failures.ts). Every replica reads the topic with the consumer
 * group of its own that already follows the control events (access/events.ts), so each hears
 * every other.
 *
 * Published straight to the bus, not through the transactional outbox: the gateway has no
 * database, and nothing here is a promise a database change made. The counts are ephemeral
 * (the next report, a second later, replaces a lost one) and a lost failure record only
 * leaves App Health naming an older request. Reports go out off the request path: a bus that
 * is down never delays or fails a request; each replica then counts on its own, and says so
 * once in its log (and once again when the bus is back).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  decodeEvent,
  encodeEvent,
  type EventBus,
  type IncomingEvent,
  type Logger,
  type OutgoingEvent,
} from '@portico/kit';
import { TOPICS } from '@portico/proto';
import type { LastFailure, LastFailures } from '../http/last-failures';
import type { RequestLimits } from './requestLimits';

export const PEER_REPORT_INTERVAL_MS = 1_000;
/**
 * A publish that has not settled by then counts as failed, so a producer stuck on a broker
 * that went away cannot hold every later report back (the next one tries afresh).
 */
const PUBLISH_DEADLINE_MS = 10_000;
const MESSAGE = 'portico.events.v1.GatewayPeerEvent';

export interface GatewayPeersOptions {
  bus: Pick<EventBus, 'publish'>;
  limits: RequestLimits;
  failures: LastFailures;
  logger: Pick<Logger, 'warn' | 'info'>;
  intervalMs?: number;
  publishDeadlineMs?: number;
}

/** A random id for this process: its own reports, read back from the bus, are skipped. */
export const newReplicaId = (): string => randomBytes(8).toString('hex');

export class GatewayPeers {
  private timer: NodeJS.Timeout | undefined;
  private publishing: Promise<void> | undefined;
  private busDown = false;

  constructor(private readonly options: GatewayPeersOptions) {}

  get replicaId(): string {
    return this.options.limits.replicaId;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(
      () => void this.report(),
      this.options.intervalMs ?? PEER_REPORT_INTERVAL_MS,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.publishing;
  }

  /** Publishes what changed since the last report; one publish at a time, never throws. */
  report(): Promise<void> {
    if (this.publishing) return this.publishing;
    const { events, failures } = this.pendingEvents();
    if (events.length === 0) return Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the bus did not accept the report in time')),
        this.options.publishDeadlineMs ?? PUBLISH_DEADLINE_MS,
      );
      timer.unref();
    });
    this.publishing = Promise.race([this.options.bus.publish(events), deadline])
      .then(() => {
        if (this.busDown) this.options.logger.info('gateway peers: reports reach the bus again');
        this.busDown = false;
      })
      .catch((error: unknown) => {
        // The next report carries what this one would have.
        this.options.limits.reportLost();
        this.options.failures.putBack(failures);
        // Logged once per outage; until the bus answers again this replica counts alone.
        if (!this.busDown)
          this.options.logger.warn(
            { err: error },
            'gateway peers: the bus refused a report; rate limits count in this replica only',
          );
        this.busDown = true;
      })
      .finally(() => {
        clearTimeout(timer);
        this.publishing = undefined;
      });
    return this.publishing;
  }

  /** A peers-topic event from the bus; a malformed one is dropped, never retried. */
  handle(event: IncomingEvent): void {
    let decoded;
    try {
      decoded = decodeEvent(MESSAGE, event.payload);
    } catch {
      return;
    }
    if (!decoded.replica_id || decoded.replica_id === this.replicaId) return;
    const counts = decoded.request_counts;
    if (counts) this.options.limits.heard(decoded.replica_id, counts);
    for (const failure of decoded.endpoint_failures?.failures ?? []) {
      const at = new Date(failure.at);
      if (!failure.endpoint || Number.isNaN(at.getTime())) continue;
      this.options.failures.recordPeer(failure.endpoint, {
        at,
        requestId: failure.request_id,
        traceId: failure.trace_id,
      });
    }
  }

  private pendingEvents(): { events: OutgoingEvent[]; failures: [string, LastFailure][] } {
    const events: OutgoingEvent[] = [];
    const outgoing = (type: string, payload: Uint8Array): OutgoingEvent => ({
      id: randomUUID(),
      topic: TOPICS.gatewayPeers,
      key: this.replicaId,
      type,
      occurredAt: new Date(),
      headers: {},
      payload,
    });
    const counts = this.options.limits.report();
    if (counts)
      events.push(
        outgoing(
          'request_counts',
          encodeEvent(MESSAGE, { replica_id: this.replicaId, request_counts: counts }),
        ),
      );
    const failures = this.options.failures.takeUnreported();
    if (failures.length > 0)
      events.push(
        outgoing(
          'endpoint_failures',
          encodeEvent(MESSAGE, {
            replica_id: this.replicaId,
            endpoint_failures: {
              failures: failures.map(([endpoint, failure]) => ({
                endpoint,
                at: failure.at.toISOString(),
                request_id: failure.requestId,
                trace_id: failure.traceId,
              })),
            },
          }),
        ),
      );
    return { events, failures };
  }
}
