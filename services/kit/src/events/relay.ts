/**
 * Publishes what services wrote to their outbox, oldest first, and marks it sent. Delivery
 * is at-least-once: rows are marked only after the bus accepted them, so a crash between the
 * two sends them again (consumers deduplicate by event id). While the bus is down the relay
 * backs off and the events wait in the table; nothing is lost and nothing is skipped.
 *
 * Replicas: a batch is selected `FOR UPDATE SKIP LOCKED`, so two relays never hold the same
 * row, and each batch first takes a transaction-level advisory lock, so only one relay of a
 * database publishes at a time. Without that lock a second replica would take the next rows
 * while the first is still sending and could put a tenant's later event on Kafka before its
 * earlier one.
 */
import type { Database, Tx } from '../db';
import { backoffDelay, describeError, pause } from './backoff';
import type { EventLogger } from './delivery';
import { wroteToOutbox } from './outbox';
import type { EventBus, OutgoingEvent } from './types';

export interface OutboxRelayOptions {
  logger: EventLogger;
  /**
   * Pause between polls when nothing is pending. Default 30 s: a commit that wrote to the
   * outbox wakes the relay at once (`wake`, `wakeRelayOnCommit`), so this poll is only the
   * safety net for rows nobody announced (a replica that crashed after its commit). Polling
   * every second was most of an idle service's database round trips (bench/README.md, issue 31).
   */
  intervalMs?: number;
  /**
   * How soon to look again when another replica was publishing (it held the relay lock), and
   * the first backoff step while the bus fails. Default 1000. That replica may have read its
   * batch before this one's rows committed, so waiting for the safety-net poll could hold them
   * back for its whole interval.
   */
  retryMs?: number;
  /** Rows per publish. Default 100. */
  batchSize?: number;
  /** Longest wait between attempts while the bus is failing. Default 30 s. */
  maxBackoffMs?: number;
  /** How long published rows are kept (for inspection and replay) before pruning. Default 7 days. */
  retainSentMs?: number;
}

interface OutboxRow {
  id: string;
  event_id: string;
  topic: string;
  event_key: string;
  event_type: string;
  tenant_id: string | null;
  payload: Uint8Array;
  headers: Record<string, string>;
  occurred_at: Date;
}

/** Same key in every service's database: advisory locks are per database. */
export const RELAY_LOCK_KEY = 7_254_016_918;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DEFAULT_INTERVAL_MS = 30_000;
/** Why a pause was cut short: `wake` was called. */
const WOKEN = 'woken';
/** What `publishBatch` answers when another replica holds the relay lock. */
const LOCKED_OUT = -1;

function toOutgoingEvent(row: OutboxRow): OutgoingEvent {
  return {
    id: row.event_id,
    topic: row.topic,
    key: row.event_key,
    type: row.event_type,
    ...(row.tenant_id ? { tenantId: row.tenant_id } : {}),
    occurredAt: new Date(row.occurred_at),
    payload: row.payload,
    headers: row.headers ?? {},
  };
}

export class OutboxRelay {
  private readonly logger: EventLogger;
  private readonly intervalMs: number;
  private readonly retryMs: number;
  private readonly batchSize: number;
  private readonly maxBackoffMs: number;
  private readonly retainSentMs: number;
  private stopping: AbortController | undefined;
  private loop: Promise<void> | undefined;
  /** Batches run one at a time in this process (the loop and `flush` share it). */
  private turn: Promise<unknown> = Promise.resolve();
  private lastPruneAt = 0;
  /** Set by `wake`; the loop publishes again instead of sleeping out its interval. */
  private woken = false;
  private interruptPause = new AbortController();

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    options: OutboxRelayOptions,
  ) {
    this.logger = options.logger;
    this.intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.retryMs = options.retryMs ?? 1000;
    this.batchSize = options.batchSize ?? 100;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.retainSentMs = options.retainSentMs ?? 7 * 24 * 60 * 60 * 1000;
  }

  /** Starts publishing in the background; a no-op when already started. */
  start(): void {
    if (this.loop) return;
    const stopping = new AbortController();
    this.stopping = stopping;
    this.loop = this.run(stopping.signal);
  }

  /** Stops the background loop after the batch in progress. */
  async stop(): Promise<void> {
    this.stopping?.abort();
    await this.loop;
    this.loop = undefined;
  }

  /**
   * Asks the loop to publish now: called after a transaction that wrote to the outbox
   * committed, so an event reaches the bus in milliseconds instead of after the next poll.
   * A wake while a batch is running makes the loop go round once more rather than sleep.
   */
  wake(): void {
    this.woken = true;
    // A reason of our own: abort() without one builds a DOMException, stack and all, on every
    // call, and a busy service wakes the relay at every commit (2 % of forms' CPU under
    // submits, bench/README.md "Form submit, second pass").
    if (!this.interruptPause.signal.aborted) this.interruptPause.abort(WOKEN);
  }

  /**
   * Publishes everything pending now and resolves with the number of events sent; rejects
   * when the bus fails. Used at shutdown so a clean stop leaves nothing behind.
   */
  async flush(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.inTurn(() => this.publishBatch());
      sent += Math.max(batch, 0);
      if (batch < this.batchSize) return sent;
    }
  }

  /** Events written but not yet published (the `outbox_pending` gauge). */
  async pendingCount(): Promise<number> {
    const { rows } = await this.db.query<{ pending: number }>(
      'SELECT count(*)::int AS pending FROM outbox WHERE sent_at IS NULL',
    );
    return rows[0]?.pending ?? 0;
  }

  private async run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      try {
        this.woken = false;
        const sent = await this.inTurn(() => this.publishBatch());
        if (failures > 0) this.logger.info({ failures }, 'outbox relay is publishing again');
        failures = 0;
        if (sent === this.batchSize || this.woken) continue;
        await this.pruneWhenDue();
        if (this.woken) continue;
        if (this.interruptPause.signal.aborted) this.interruptPause = new AbortController();
        await pause(
          sent === LOCKED_OUT ? this.retryMs : this.intervalMs,
          AbortSignal.any([signal, this.interruptPause.signal]),
        );
      } catch (error) {
        failures += 1;
        const retryInMs = backoffDelay(failures, {
          initialDelayMs: this.retryMs,
          maxDelayMs: this.maxBackoffMs,
        });
        this.logger.warn(
          { err: describeError(error), failures, retryInMs },
          'outbox relay could not publish; events wait in the outbox',
        );
        await pause(retryInMs, signal);
      }
    }
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => undefined);
    return result;
  }

  /**
   * Publishes up to one batch and answers how many events it sent: 0 when nothing is pending,
   * `LOCKED_OUT` when another replica is publishing.
   */
  private publishBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      // The relay lock and the batch in one round trip: the lock is taken first (a volatile
      // CTE runs once, before the rows that depend on it), and no row is read or locked
      // without it. One row with `locked` false is another replica publishing; one row of
      // nulls with `locked` true is nothing pending (bench/README.md, "Form submit").
      const { rows } = await tx.query<{ locked: boolean } & Partial<OutboxRow>>(
        `WITH relay AS (SELECT pg_try_advisory_xact_lock($1::bigint) AS locked)
         SELECT relay.locked, o.id, o.event_id, o.topic, o.event_key, o.event_type, o.tenant_id,
                o.payload, o.headers, o.occurred_at
           FROM relay
           LEFT JOIN LATERAL (
             SELECT id, event_id, topic, event_key, event_type, tenant_id, payload, headers,
                    occurred_at
               FROM outbox
              WHERE relay.locked AND sent_at IS NULL
              ORDER BY id
              LIMIT $2
              FOR UPDATE SKIP LOCKED) o ON true`,
        [RELAY_LOCK_KEY, this.batchSize],
        { prepareAs: 'kit.outbox_locked_batch' },
      );
      if (rows[0]?.locked !== true) return LOCKED_OUT;
      const pending = rows.filter((row): row is OutboxRow & { locked: boolean } => row.id != null);
      if (pending.length === 0) return 0;
      await this.bus.publish(pending.map(toOutgoingEvent));
      await tx.query(
        'UPDATE outbox SET sent_at = now() WHERE id = ANY($1::bigint[])',
        [pending.map((row) => row.id)],
        { prepareAs: 'kit.outbox_sent' },
      );
      return pending.length;
    });
  }

  private async pruneWhenDue(): Promise<void> {
    if (Date.now() - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = Date.now();
    try {
      const { rowCount } = await this.db.query(
        'DELETE FROM outbox WHERE sent_at < now() - make_interval(secs => $1)',
        [this.retainSentMs / 1000],
      );
      if (rowCount > 0) this.logger.debug({ pruned: rowCount }, 'pruned published outbox rows');
    } catch (error) {
      // Pruning is housekeeping: publishing goes on, and the next hour tries again.
      this.logger.warn({ err: describeError(error) }, 'could not prune published outbox rows');
    }
  }
}

/**
 * The service's view of its database: every transaction that wrote to the outbox wakes
 * `relay` once it has committed (the transaction's `afterCommit`, which a rollback never
 * runs). Any method whose name ends in `transaction` takes its callback last, so scoped
 * variants are covered too.
 */
export function wakeRelayOnCommit(db: Database, relay: Pick<OutboxRelay, 'wake'>): Database {
  const wake = () => relay.wake();
  return new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (typeof property !== 'string' || !/transaction$/i.test(property)) {
        return value.bind(target);
      }
      return (...args: unknown[]) => {
        const fn = args[args.length - 1];
        if (typeof fn === 'function') {
          args[args.length - 1] = async (tx: Tx) => {
            const result: unknown = await fn(tx);
            if (wroteToOutbox(tx)) tx.afterCommit(wake);
            return result;
          };
        }
        return value.apply(target, args);
      };
    },
  });
}
