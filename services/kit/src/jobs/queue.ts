/**
 * A service's durable job queue: pg-boss 10 on the service's own database, so a job is a row
 * that survives a restart and is retried with backoff until it succeeds or runs out of
 * attempts. Notifications (email, webhooks, announcements, schedules) and messaging (emails
 * about unread messages) queue their work here: one `JobQueue`, one queue name per kind of work.
 *
 * pg-boss talks to PostgreSQL through `executeSql(text, values)`. It is given the kit's
 * `Database` instead of a pool of its own, so the same code runs on a real server and on
 * PGlite under `make up` (one connection, no pool). Its schema scripts are several
 * statements wrapped in BEGIN/COMMIT with no parameters; those run as one transaction
 * through the simple query protocol (`Tx.exec`), which both engines accept, while every
 * other command is a single parameterised statement.
 */
import PgBoss from 'pg-boss';
import type { Database, Queryable, Tx } from '../db';
import { quoteRoleName } from '../db/identifiers';
import type { Logger } from '../logger';

export interface JobOptions {
  /** Attempts after the first; default 5. */
  retryLimit?: number;
  /** Seconds before the first retry, doubled each time (retryBackoff); default 5. */
  retryDelaySeconds?: number;
}

export interface Job<T> {
  id: string;
  data: T;
}

export interface JobQueue {
  /** Creates pg-boss's schema when missing (under its own advisory lock) and starts polling. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (bounded) for the ones running. */
  stop(): Promise<void>;
  /** Declares a queue; call once per queue before `send` or `work`. */
  createQueue(name: string, options?: JobOptions): Promise<void>;
  /**
   * Queues a job. With `tx`, the job is written in that transaction: it exists exactly when
   * the caller's change commits (no job for a rolled-back change, no change without a job).
   */
  send<T extends object>(
    name: string,
    data: T,
    tx?: Queryable,
    /** Not before this many seconds from now (a webhook retry's backoff, Slack's pacing). */
    options?: { startAfterSeconds?: number },
  ): Promise<string | null>;
  /**
   * Runs `handler` for each job of `name`; a throw is a failed attempt, retried later. An idle
   * worker looks for work every `pollingIntervalSeconds` (default: the queue's setting).
   */
  work<T extends object>(
    name: string,
    handler: (job: Job<T>) => Promise<void>,
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  /** Has this process's worker of `name` look for work now (a job it just queued committed). */
  wake(name: string): void;
  /** Queues a failed or cancelled job again (super console Recent Jobs: Retry). */
  retry(name: string, id: string): Promise<void>;
  /** Cancels a job that has not finished (super console Recent Jobs: Cancel). */
  cancel(name: string, id: string): Promise<void>;
}

/** Node's longest timer (about 24.8 days); a job due later is found by polling. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const isTx = (q: Queryable): q is Tx => typeof (q as Partial<Tx>).afterCommit === 'function';

/** A whole script in BEGIN ... COMMIT, as pg-boss sends its schema changes. */
const WRAPPED_SCRIPT = /^\s*BEGIN;([\s\S]*?)COMMIT;\s*$/;

/** pg-boss's database interface over the kit's `Database`. */
export function pgBossDatabase(db: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const script = !values?.length ? WRAPPED_SCRIPT.exec(text) : null;
      if (script) {
        await db.transaction((tx) => tx.exec(script[1] ?? ''));
        return { rows: [] };
      }
      return db.query(text, values ?? []);
    },
  } as PgBoss.Db;
}

/** pg-boss's database interface over an open transaction (for `send` inside it). */
function inTransaction(tx: Queryable): PgBoss.Db {
  return {
    executeSql: (text: string, values?: unknown[]) => tx.query(text, values ?? []),
  } as PgBoss.Db;
}

export interface JobQueueOptions {
  db: Database;
  logger: Logger;
  /** How often an idle worker looks for work; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
  /**
   * Jobs are sent from tenant-scoped transactions, which run as the tenant role: it is granted
   * what pg-boss's insert needs (its queue table to read, its job table to write) once the
   * schema exists. pg-boss's tables hold no tenant data, only the ids a job names.
   */
  sendFromTenantTransactions?: boolean;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { logger } = options;
  const boss = new PgBoss({
    db: pgBossDatabase(options.db),
    schema: 'pgboss',
    // Maintenance (expiring, archiving) runs in every replica; pg-boss's locks keep it single.
    supervise: true,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const polling = Math.max(options.pollingIntervalSeconds ?? 1, 0.5);
  /** This process's workers by queue, for `wake`. */
  const workers = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };
  /** Wakes waiting for a delayed job this process queued to come due (`send`). */
  const dueWakes = new Set<NodeJS.Timeout>();
  const wakeWhenDue = (name: string, seconds: number) => {
    const timer = setTimeout(
      () => {
        dueWakes.delete(timer);
        wake(name);
      },
      Math.min(seconds * 1000, MAX_TIMER_MS),
    );
    // A due job left behind at shutdown is polled for by whichever replica runs next.
    timer.unref();
    dueWakes.add(timer);
  };

  return {
    async start() {
      await boss.start();
      if (options.sendFromTenantTransactions) {
        const role = quoteRoleName(options.db.tenantRole);
        await options.db.transaction((tx) =>
          tx.exec(`GRANT USAGE ON SCHEMA pgboss TO ${role};
            GRANT SELECT ON pgboss.queue TO ${role};
            GRANT SELECT, INSERT ON pgboss.job TO ${role};`),
        );
      }
    },
    async stop() {
      for (const timer of dueWakes) clearTimeout(timer);
      dueWakes.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
    async createQueue(name, queueOptions = {}) {
      const settings = {
        retryLimit: queueOptions.retryLimit ?? 5,
        retryDelay: queueOptions.retryDelaySeconds ?? 5,
        retryBackoff: true,
      };
      // createQueue is idempotent for an existing name, but does not change its settings.
      await boss.createQueue(name, { name, ...settings });
      await boss.updateQueue(name, { name, ...settings });
    },
    async send(name, data, tx, options = {}) {
      const startAfter =
        options.startAfterSeconds && options.startAfterSeconds > 0
          ? Math.ceil(options.startAfterSeconds)
          : undefined;
      const id = await boss.send(name, data, {
        ...(tx ? { db: inTransaction(tx) } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
      // A job is taken as soon as others can see it and it is due: this process's worker is
      // woken when the job's transaction commits (at once without one), or when a delayed job
      // comes due after that, so an idle worker's polling is only the safety net for jobs
      // queued elsewhere and for retries coming due.
      const wakeForJob = startAfter ? () => wakeWhenDue(name, startAfter) : () => wake(name);
      if (tx && isTx(tx)) tx.afterCommit(wakeForJob);
      else if (!tx) wakeForJob();
      return id;
    },
    async work<T extends object>(
      name: string,
      handler: (job: Job<T>) => Promise<void>,
      workOptions: { pollingIntervalSeconds?: number } = {},
    ) {
      // pg-boss waits a whole polling interval after every fetch, found or not: a worker taking
      // one job at a time drained one job a second (a 100-row invitation import took minutes).
      // After a job it is woken at once, so it waits only when the queue is empty.
      let workerId = '';
      workerId = await boss.work<T>(
        name,
        {
          pollingIntervalSeconds: Math.max(workOptions.pollingIntervalSeconds ?? polling, 0.5),
          batchSize: 1,
        },
        async (jobs) => {
          try {
            for (const job of jobs) await handler({ id: job.id, data: job.data });
          } finally {
            if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
          }
        },
      );
      workers.set(name, [...(workers.get(name) ?? []), workerId]);
    },
    wake,
    async retry(name, id) {
      await boss.retry(name, id);
      wake(name);
    },
    cancel: (name, id) => boss.cancel(name, id),
  };
}
