/**
 * Slow queries from pg_stat_statements (when the server loads it and the extension exists in
 * this database). The view keeps mean and standard deviation, not percentiles: p95 is the
 * normal approximation mean + 1.645 σ, never above the slowest run seen.
 */
import type { Queryable } from '@portico/kit';

const TOP = 10;

interface StatementRow {
  query: string;
  calls: string;
  mean_ms: number;
  stddev_ms: number;
  max_ms: number;
}

export async function listSlowQueries(db: Queryable) {
  const present = await db.query<{ ok: boolean }>(
    "SELECT to_regclass('pg_stat_statements') IS NOT NULL AS ok",
  );
  if (!present.rows[0]?.ok) return [];
  const { rows } = await db.query<StatementRow>(
    `SELECT query, calls::text AS calls, mean_exec_time AS mean_ms,
            stddev_exec_time AS stddev_ms, max_exec_time AS max_ms
       FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY mean_exec_time DESC
      LIMIT ${TOP}`,
  );
  return rows.map((row) => ({
    sql: row.query,
    p95_ms: Math.min(row.mean_ms + 1.645 * row.stddev_ms, row.max_ms),
    last_seen: '',
    suggested_index: '',
    database: 'metrics',
    calls: Number(row.calls),
  }));
}
