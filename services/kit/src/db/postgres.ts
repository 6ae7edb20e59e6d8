/**
 * The `Database` over a real PostgreSQL server, through a `pg` connection pool. A
 * transaction holds one pooled connection from BEGIN to COMMIT/ROLLBACK; plain queries take
 * any free connection.
 */
import pg from 'pg';
import { DomainError } from '../errors';
import type { Logger } from '../logger';
import { runCommitted } from './afterCommit';
import { executeStatement, isPreparedOn } from './one-message';
import { singleRead } from './single-read';
import { TenantScope } from './tenant-scope';
import { postgresTypes } from './type-parsers';
import type { Database, QueryOptions, QueryResult, Queryable, RowScope, Tx } from './types';

export interface PostgresDatabaseOptions {
  url: string;
  tenantRole: string;
  poolSize: number;
  logger?: Pick<Logger, 'error'>;
}

const CONNECT_TIMEOUT_MS = 10_000;

type Connection = pg.Pool | pg.PoolClient;

/** What a caller is told while the server cannot be reached (gRPC UNAVAILABLE, HTTP 503). */
export const DATABASE_UNAVAILABLE = 'The database is not available right now';

/** Socket errors of a server that is gone or refusing, as Node reports them. */
const UNREACHABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** What pg and pg-pool throw, without a code, when the connection broke or never came. */
const BROKEN_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/i;

/**
 * The server is away (restarting, failing over, unreachable), not the statement wrong:
 * SQLSTATE class 08 (connection exception) and 57P01–57P03 (shut down by an administrator,
 * crashed, not accepting connections yet), the socket errors, and pg's own words for a
 * connection that broke. Such a failure is UNAVAILABLE, which callers may retry, rather than
 * an INTERNAL error of ours. Class 08's protocol violation (08P01, say a bind with too few
 * parameters) is not one: the server answered, and the statement was sent wrong.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (UNREACHABLE_ERRNO.has(code) || /^(08(?!P01)|57P0[123])/.test(code))
  )
    return true;
  return typeof message === 'string' && BROKEN_CONNECTION.test(message);
}

function unavailableWhenUnreachable(error: unknown): unknown {
  if (!isDatabaseUnreachable(error)) return error;
  const unavailable = new DomainError('UNAVAILABLE', DATABASE_UNAVAILABLE, 'database_unavailable');
  unavailable.cause = error;
  return unavailable;
}

async function run<R>(
  connection: Connection,
  sql: string,
  params?: readonly unknown[],
  options?: QueryOptions,
): Promise<QueryResult<R>> {
  const values = params as unknown[] | undefined;
  try {
    // pg keeps a named statement prepared on each connection it has run on, and sends only
    // its parameters after the first time.
    const result = options?.prepareAs
      ? await connection.query({ name: options.prepareAs, text: sql, values })
      : await connection.query(sql, values);
    return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
  } catch (error) {
    throw unavailableWhenUnreachable(error);
  }
}

function transactionHandle(client: pg.PoolClient, committed: (() => void)[]): Tx {
  return {
    query: (sql, params, options) => run(client, sql, params, options),
    afterCommit: (fn) => committed.push(fn),
    // Without parameters `pg` uses the simple query protocol, which accepts several statements.
    exec: async (sql) => {
      await client.query(sql).catch((error: unknown) => {
        throw unavailableWhenUnreachable(error);
      });
    },
  };
}

export function openPostgresDatabase(options: PostgresDatabaseOptions): Database {
  const scope = new TenantScope(options.tenantRole);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    // Waiting forever for a connection would hang start-up and readiness checks instead of
    // failing them when the server is unreachable or the pool is exhausted.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: postgresTypes,
  });
  // An idle connection can be cut by the server (restart, failover); without a listener
  // that error would crash the process. The pool drops the connection and opens a new one.
  pool.on('error', (error) => {
    options.logger?.error({ err: error }, 'idle database connection failed');
  });

  /**
   * A pooled connection for one caller. pg-pool hears a connection's errors only while it is
   * idle in the pool. Lent out, a connection the server ends between two statements (a
   * restart while the transaction waits on something else: the outbox relay waits on Kafka)
   * would raise an error nobody hears, which ends the process. Heard here, it fails the next
   * statement, and `release` drops the connection instead of returning it to the pool.
   */
  async function borrow(): Promise<{ client: pg.PoolClient; release(error?: Error): void }> {
    const client = await pool.connect().catch((error: unknown) => {
      throw unavailableWhenUnreachable(error);
    });
    let lost: Error | undefined;
    const onLost = (error: Error) => {
      lost = error;
    };
    client.on('error', onLost);
    return {
      client,
      release(error?: Error) {
        client.removeListener('error', onLost);
        client.release(lost ?? error);
      },
    };
  }

  /**
   * Ends a failed transaction. A connection whose ROLLBACK fails is in an unknown state:
   * releasing it with the error makes the pool close it instead of lending it out again.
   */
  function rollBack(client: pg.PoolClient, release: (error?: Error) => void): Promise<void> {
    return client.query('ROLLBACK').then(
      () => release(),
      (rollbackError: Error) => release(rollbackError),
    );
  }

  async function transaction<T>(fn: (tx: Tx) => Promise<T>, rows?: RowScope): Promise<T> {
    // A scoped transaction is opened and scoped in one round trip: two statements in one
    // simple-protocol message, the scope's values as literals escaped by pg itself. A bad
    // scope throws here, before a connection is taken.
    const begin =
      rows === undefined ? 'BEGIN' : `BEGIN; ${scope.statement(rows, pg.escapeLiteral)}`;
    const { client, release } = await borrow();
    try {
      await client.query(begin);
    } catch (error) {
      release(error as Error);
      throw unavailableWhenUnreachable(error);
    }
    try {
      const committed: (() => void)[] = [];
      const tx = transactionHandle(client, committed);
      const result = await fn(tx);
      await client.query('COMMIT');
      release();
      runCommitted(committed);
      return result;
    } catch (error) {
      await rollBack(client, release);
      throw unavailableWhenUnreachable(error);
    }
  }

  /**
   * One statement in a scoped transaction, in one round trip once the connection has prepared
   * it (one-message.ts): `BEGIN READ ONLY; <scope>; EXECUTE name(literals); COMMIT`. The first time on a
   * connection it goes as a scoped transaction does, which prepares it through pg.
   */
  async function scopedRead<T>(rows: RowScope, fn: (read: Queryable) => Promise<T>): Promise<T> {
    // A bad scope throws here, before a connection is taken.
    const scoped = scope.statement(rows, pg.escapeLiteral);
    return fn(
      singleRead(async <R>(sql: string, params: readonly unknown[], name: string) => {
        // Values become literals before a connection is taken: one that cannot fails alone.
        const oneMessage = `BEGIN READ ONLY; ${scoped}; ${executeStatement(name, params)}; COMMIT`;
        const { client, release } = await borrow();
        try {
          let result: pg.QueryResult;
          if (isPreparedOn(client, name, sql)) {
            // One result per statement of the message; the third is the read's.
            const results = (await client.query(oneMessage)) as unknown as pg.QueryResult[];
            result = results[2]!;
          } else {
            await client.query(`BEGIN READ ONLY; ${scoped}`);
            result = await client.query({ name, text: sql, values: [...params] });
            await client.query('COMMIT');
          }
          release();
          return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
        } catch (error) {
          // A failed statement leaves the transaction open and aborted (the message's COMMIT is
          // skipped), so it is rolled back before the connection goes back to the pool.
          await rollBack(client, release);
          throw unavailableWhenUnreachable(error);
        }
      }),
    );
  }

  let closing: Promise<void> | undefined;

  return {
    engine: 'postgres',
    tenantRole: options.tenantRole,
    query: (sql, params, options) => run(pool, sql, params, options),
    transaction: (fn) => transaction(fn),
    tenantTransaction: (tenantId, fn) => transaction(fn, { tenantId }),
    userTransaction: (userId, fn) => transaction(fn, { userId }),
    scopedTransaction: (rows, fn) => transaction(fn, rows),
    tenantRead: (tenantId, fn) => scopedRead({ tenantId }, fn),
    scopedRead,
    async ping() {
      await pool.query('SELECT 1');
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
