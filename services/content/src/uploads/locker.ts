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
import type pg from 'pg';

const CHANNEL = 'portico_upload_lock_release';
const RETRY_MS = 100;

export class PgAdvisoryLocker implements Locker {
  private listener: pg.PoolClient | undefined;
  readonly holders = new Map<string, RequestRelease>();

  constructor(readonly pool: pg.Pool) {}

  async start(): Promise<void> {
    this.listener = await this.pool.connect();
    this.listener.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload)
        void this.holders.get(message.payload)?.();
    });
    await this.listener.query(`LISTEN ${CHANNEL}`);
  }

  async stop(): Promise<void> {
    this.listener?.release();
    this.listener = undefined;
  }

  newLock(id: string): Lock {
    return new PgAdvisoryLock(this, id);
  }
}

class PgAdvisoryLock implements Lock {
  private client: pg.PoolClient | undefined;

  constructor(
    private readonly locker: PgAdvisoryLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, cancelReq: RequestRelease): Promise<void> {
    const client = await this.locker.pool.connect();
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
      client.release();
      throw error;
    }
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.client = undefined;
    this.locker.holders.delete(this.id);
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
