import { QueryState, useApiQuery } from '@portico/frontend-kit';
import { SERVICE_ORDER } from './Dependencies';
import { groupByService, ServiceGroupedTable } from './ServiceGroupedTable';

/**
 * App Health → Slow Queries (docs/product.md §3 slow queries: sql, p95Ms, lastSeen,
 * suggestedIndex): each service's own database, grouped by service; services without
 * statement statistics are named with the reason, never filled in.
 */
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
      >
        {(answer) => (
          <>
            {answer.queries.length === 0 ? (
              <p className="console__subtitle">
                No statement statistics: no service&apos;s database records pg_stat_statements
              </p>
            ) : (
              <ServiceGroupedTable
                caption="Slowest statements of each service's database, by estimated p95"
                groups={groupByService(answer.queries, SERVICE_ORDER)}
                rowKey={(row) => `${row.service}:${row.database}:${row.sql}`}
                columns={[
                  {
                    key: 'sql',
                    header: 'SQL',
                    render: (row) => <code className="health-sql">{row.sql}</code>,
                  },
                  {
                    key: 'p95',
                    header: 'p95',
                    render: (row) => `${row.p95_ms.toFixed(1)} ms`,
                  },
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
            {answer.unavailable.length > 0 && (
              <>
                <h3 className="health-subheading">Services without statistics</h3>
                <ul className="health-unavailable">
                  {answer.unavailable.map((u) => (
                    <li key={u.service}>
                      <strong>{u.service}</strong>: {u.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
