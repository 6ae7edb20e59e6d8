/**
 * A tus locker that holds across replicas: a PostgreSQL session advisory lock per upload id,
 * held on its own pooled connection for as long as the request writes. A request that finds
 * the lock taken asks the holder, wherever it runs, to let go (NOTIFY on one channel; every
 * replica LISTENs and cancels its own holder), as the tus locker contract asks, then retries
 * until its signal aborts.
 */
import type { Lock, Locker, RequestRelease } from '@tus/server' with {
  'resolution-mode': 'import',
};
import pg from 'pg';
import type { Logger } from '@portico/kit';

const CHANNEL = 'portico_upload_lock_release';
const RETRY_MS = 100;

export interface PgAdvisoryLockerOptions {
  url: string;
  /** Connections for held locks plus the one that listens. */
  max: number;
  logger?: Logger;
}

export class PgAdvisoryLocker implements Locker {
  /** Locks are session-scoped, so they live on a pool of their own, not the service's. */
  readonly pool: pg.Pool;
  private listener: pg.PoolClient | undefined;
  private stopped = false;
  readonly holders = new Map<string, RequestRelease>();

  constructor(private readonly options: PgAdvisoryLockerOptions) {
    this.pool = new pg.Pool({ connectionString: options.url, max: options.max });
    // A connection the server cuts (restart, failover, a dropped database) must not crash the
    // process: the pool discards it and the next lock opens a fresh one.
    this.pool.on('error', (error) => this.report(error, 'idle upload-lock connection failed'));
  }

  async start(): Promise<void> {
    const listener = await this.pool.connect();
    this.listener = listener;
    listener.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload)
        void this.holders.get(message.payload)?.();
    });
    listener.on('error', (error) => {
      // Losing the LISTEN connection only delays hand-overs until it is back.
      this.report(error, 'upload-lock listener failed');
      if (this.listener !== listener) return;
      this.listener = undefined;
      listener.release(error);
      if (!this.stopped) setTimeout(() => void this.restart(), RETRY_MS * 10);
    });
    await listener.query(`LISTEN ${CHANNEL}`);
  }

  /** Releases the listener and closes the pool; locks still held end with their sessions. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.listener?.release();
    this.listener = undefined;
    await this.pool.end();
  }

  private async restart(): Promise<void> {
    if (this.stopped || this.listener) return;
    try {
      await this.start();
    } catch (error) {
      this.report(error as Error, 'upload-lock listener could not reconnect');
      if (!this.stopped) setTimeout(() => void this.restart(), RETRY_MS * 10);
    }
  }

  report(error: Error, message: string): void {
    if (this.stopped) return;
    this.options.logger?.error({ err: error }, message);
  }

  newLock(id: string): Lock {
    return new PgAdvisoryLock(this, id);
  }
}

class PgAdvisoryLock implements Lock {
  private client: pg.PoolClient | undefined;
  private lost: Error | undefined;
  /**
   * The lock's session ended (a database restart): the lock went with it, so the request that
   * held it is asked to stop (the browser resumes with HEAD once the database is back). pg-pool
   * hears a connection's errors only while it is idle in the pool; without this listener the
   * error would end the process.
   */
  private readonly onLost = (error: Error) => {
    this.lost = error;
    this.locker.report(error, 'upload lock lost with its database connection');
    void this.locker.holders.get(this.id)?.();
  };

  constructor(
    private readonly locker: PgAdvisoryLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, cancelReq: RequestRelease): Promise<void> {
    const client = await this.locker.pool.connect();
    this.lost = undefined;
    client.on('error', this.onLost);
    try {
      for (;;) {
        if (signal.aborted) throw lockTimeout();
        const { rows } = await client.query<{ ok: boolean }>(
          'SELECT pg_try_advisory_lock(hashtext($1)) AS ok',
          [`tus:${this.id}`],
        );
        if (rows[0]?.ok) {
          this.client = client;
          this.locker.holders.set(this.id, cancelReq);
          return;
        }
        await client.query('SELECT pg_notify($1, $2)', [CHANNEL, this.id]);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    } catch (error) {
      client.removeListener('error', this.onLost);
      client.release(this.lost);
      throw error;
    }
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.client = undefined;
    this.locker.holders.delete(this.id);
    client.removeListener('error', this.onLost);
    // A lost session holds no lock any more; its connection is dropped, not reused.
    if (this.lost) return client.release(this.lost);
    try {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`tus:${this.id}`]);
      client.release();
    } catch (error) {
      // A connection that cannot unlock is dropped: closing it frees its session locks.
      client.release(error as Error);
    }
  }
}

/** tus's own lock-timeout error (500, "failed to acquire lock before timeout"). */
function lockTimeout() {
  return { status_code: 500, body: 'failed to acquire lock before timeout' };
}
