/**
 * The `Database` over a real PostgreSQL server, through a `pg` connection pool. A
 * transaction holds one pooled connection from BEGIN to COMMIT/ROLLBACK; plain queries take
 * any free connection.
 */
import pg from 'pg';
import type { Logger } from '../logger';
import { TenantScope } from './tenant-scope';
import { postgresTypes } from './type-parsers';
import type { Database, QueryResult, RowScope, Tx } from './types';

export interface PostgresDatabaseOptions {
  url: string;
  tenantRole: string;
  poolSize: number;
  logger?: Pick<Logger, 'error'>;
}

const CONNECT_TIMEOUT_MS = 10_000;

type Connection = pg.Pool | pg.PoolClient;

async function run<R>(
  connection: Connection,
  sql: string,
  params?: readonly unknown[],
): Promise<QueryResult<R>> {
  const result = await connection.query(sql, params as unknown[] | undefined);
  return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
}

function transactionHandle(client: pg.PoolClient): Tx {
  return {
    query: (sql, params) => run(client, sql, params),
    // Without parameters `pg` uses the simple query protocol, which accepts several statements.
    exec: async (sql) => {
      await client.query(sql);
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

  async function transaction<T>(fn: (tx: Tx) => Promise<T>, rows?: RowScope): Promise<T> {
    // A scoped transaction is opened and scoped in one round trip: two statements in one
    // simple-protocol message, the scope's values as literals escaped by pg itself. A bad
    // scope throws here, before a connection is taken.
    const begin =
      rows === undefined ? 'BEGIN' : `BEGIN; ${scope.statement(rows, pg.escapeLiteral)}`;
    const client = await pool.connect();
    try {
      await client.query(begin);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    try {
      const tx = transactionHandle(client);
      const result = await fn(tx);
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      // A connection whose ROLLBACK fails is in an unknown state: releasing it with the
      // error makes the pool close it instead of lending it out again.
      await client.query('ROLLBACK').then(
        () => client.release(),
        (rollbackError: Error) => client.release(rollbackError),
      );
      throw error;
    }
  }

  let closing: Promise<void> | undefined;

  return {
    engine: 'postgres',
    tenantRole: options.tenantRole,
    query: (sql, params) => run(pool, sql, params),
    transaction: (fn) => transaction(fn),
    tenantTransaction: (tenantId, fn) => transaction(fn, { tenantId }),
    userTransaction: (userId, fn) => transaction(fn, { userId }),
    scopedTransaction: (rows, fn) => transaction(fn, rows),
    async ping() {
      await pool.query('SELECT 1');
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
