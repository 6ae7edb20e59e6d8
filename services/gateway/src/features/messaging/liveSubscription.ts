/**
 * The replica's subscription (replicaEvents.ts), at the live streams' short fetch wait only
 * while this replica holds a stream.
 * A broker that holds an empty fetch for its whole wait (librdkafka's mock, in the tests and the
 * bench) adds up to that wait to every live delivery, and ten empty fetches a second cost an
 * idle replica about 2 % of a core there (bench/README.md, "Messages"). So a replica without
 * streams follows at the bus's own wait (KAFKA_FETCH_MAX_WAIT_MS); the first stream starts a
 * subscription at `busyWaitMs` (LIVE_FETCH_MAX_WAIT_MS), and once the last one has been gone
 * for `idleAfterMs` it goes back.
 *
 * A change of wait is a new consumer group (kafkajs sets the wait per consumer): the new one
 * starts at the log's end and the old one keeps delivering until the new one is live, so no
 * event falls between them; what both deliver a stream skips by its position (live/hub.ts).
 */
import type { KeptSubscription } from '@portico/kit';
import type { LiveHub } from '../../live/hub';

/** How long a replica keeps the short wait after its last stream ended. */
export const IDLE_AFTER_MS = 60_000;

export interface LiveWaits {
  /** The fetch wait while streams are open; undefined: the bus's own throughout. */
  busyWaitMs?: number;
  idleAfterMs?: number;
}

/** Starts a subscription at this fetch wait (undefined: the bus's own). */
export type StartSubscription = (fetchMaxWaitMs: number | undefined) => KeptSubscription;

export class LiveSubscription implements KeptSubscription {
  readonly ready: Promise<void>;
  private active: KeptSubscription | undefined;
  private activeBusy: boolean | undefined;
  private pending: KeptSubscription | undefined;
  private wantBusy: boolean;
  private switching = false;
  private stopped = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly hub: LiveHub,
    private readonly start: StartSubscription,
    private readonly waits: LiveWaits,
  ) {
    this.wantBusy = hub.size > 0 && waits.busyWaitMs !== undefined;
    if (waits.busyWaitMs !== undefined) hub.onOccupied = (occupied) => this.occupied(occupied);
    this.ready = this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.idleTimer);
    if (this.hub.onOccupied) this.hub.onOccupied = undefined;
    await Promise.all([this.active?.stop(), this.pending?.stop()]);
  }

  private occupied(occupied: boolean): void {
    clearTimeout(this.idleTimer);
    if (occupied) {
      this.wantBusy = true;
      void this.follow();
      return;
    }
    this.idleTimer = setTimeout(() => {
      this.wantBusy = false;
      void this.follow();
    }, this.waits.idleAfterMs ?? IDLE_AFTER_MS).unref();
  }

  /** Brings the active subscription to the wanted wait, one change at a time. */
  private async follow(): Promise<void> {
    if (this.switching) return;
    this.switching = true;
    try {
      while (!this.stopped && this.activeBusy !== this.wantBusy) {
        const busy = this.wantBusy;
        const next = this.start(busy ? this.waits.busyWaitMs : undefined);
        this.pending = next;
        await next.ready;
        this.pending = undefined;
        if (this.stopped) {
          await next.stop();
          return;
        }
        const before = this.active;
        this.active = next;
        this.activeBusy = busy;
        await before?.stop();
      }
    } finally {
      this.switching = false;
    }
  }
}
