import { QueryState, Table, useApiQuery } from '@portico/frontend-kit';

/** App Health → Slow Queries (spec part 2 §3 slow queries: sql, p95Ms, lastSeen, suggestedIndex). */
export function SlowQueries({ window }: { window: string }) {
  const slow = useApiQuery('/api/metrics/db/slow-queries', {
    params: { query: { window: window as '24h' } },
    tenantId: null,
  });
  return (
    <section className="pt-card" aria-labelledby="health-slow-queries">
      <h2 className="pt-card__title" id="health-slow-queries">
        Slow Queries
      </h2>
      <QueryState
        query={slow}
        loadingLabel="Loading slow queries"
        retry
        error="Failed to load slow queries"
        isEmpty={(answer) => answer.queries.length === 0}
        empty={
          <p className="console__subtitle">
            No statement statistics: the database does not record pg_stat_statements
          </p>
        }
      >
        {(answer) => (
          <Table
            caption="Slowest statements, by estimated p95"
            rowKey={(row) => `${row.database}:${row.sql}`}
            rows={answer.queries}
            columns={[
              {
                key: 'sql',
                header: 'SQL',
                render: (row) => <code className="health-sql">{row.sql}</code>,
              },
              { key: 'p95', header: 'p95', render: (row) => `${row.p95_ms.toFixed(1)} ms` },
              { key: 'calls', header: 'Calls', render: (row) => row.calls },
              { key: 'db', header: 'Database', render: (row) => row.database },
              {
                key: 'index',
                header: 'Suggested index',
                render: (row) => row.suggested_index ?? '—',
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
