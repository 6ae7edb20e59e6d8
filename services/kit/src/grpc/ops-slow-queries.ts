/**
 * The slowest statements of one service's own database, from pg_stat_statements. The view
 * covers the whole server, so rows are kept to this database (`dbid` of current_database());
 * it keeps mean and standard deviation, not percentiles: p95 is the normal approximation
 * mean + 1.645 σ, never above the slowest run seen. Without statistics (PGlite, the
 * extension not created in this database, the library not preloaded) the list is empty and
 * says why: no figure is estimated that was not measured.
 */
import type { Database } from '../db';

export const SLOW_QUERY_LIMIT = 10;
const MAX_LIMIT = 100;

export interface SlowQueryRow {
  sql: string;
  p95Ms: number;
  meanMs: number;
  maxMs: number;
  calls: number;
  database: string;
}

export interface SlowQueryReport {
  queries: SlowQueryRow[];
  /** Why there are no statistics; undefined when they were read. */
  unavailableReason?: string;
}

interface StatementRow {
  query: string;
  calls: string;
  mean_ms: number;
  stddev_ms: number;
  max_ms: number;
  database: string;
}

/** What the view shows for statements of roles whose text this one may not read. */
const HIDDEN_TEXT = '<insufficient privilege>';

export async function readSlowQueries(
  db: Pick<Database, 'engine' | 'query'>,
  limit = SLOW_QUERY_LIMIT,
): Promise<SlowQueryReport> {
  if (db.engine === 'pglite') {
    return {
      queries: [],
      unavailableReason: 'the embedded database (PGlite) keeps no statement statistics',
    };
  }
  const present = await db.query<{ ok: boolean }>(
    "SELECT to_regclass('pg_stat_statements') IS NOT NULL AS ok",
  );
  if (!present.rows[0]?.ok) {
    return {
      queries: [],
      unavailableReason: 'the pg_stat_statements extension is not created in this database',
    };
  }
  const top = Math.min(Math.max(Math.trunc(limit) || SLOW_QUERY_LIMIT, 1), MAX_LIMIT);
  try {
    const { rows } = await db.query<StatementRow>(
      `SELECT query, calls::text AS calls, mean_exec_time AS mean_ms,
              stddev_exec_time AS stddev_ms, max_exec_time AS max_ms,
              current_database() AS database
         FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND query <> $1
        ORDER BY mean_exec_time DESC
        LIMIT ${top}`,
      [HIDDEN_TEXT],
    );
    return {
      queries: rows.map((row) => ({
        sql: row.query,
        p95Ms: Math.min(row.mean_ms + 1.645 * row.stddev_ms, row.max_ms),
        meanMs: row.mean_ms,
        maxMs: row.max_ms,
        calls: Number(row.calls),
        database: row.database,
      })),
    };
  } catch (error) {
    // The extension exists but the server did not preload its library: the view refuses.
    const message = error instanceof Error ? error.message : String(error);
    if (/shared_preload_libraries/.test(message)) {
      return {
        queries: [],
        unavailableReason: 'pg_stat_statements is not loaded by the server',
      };
    }
    throw error;
  }
}
