import { QueryState, useApiQuery } from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { shown } from './format';
import { SERVICE_ORDER } from './Dependencies';
import { groupByService, ServiceGroupedTable } from './ServiceGroupedTable';

/**
 * App Health → Slow Queries (docs/product.md §3 slow queries: sql, p95Ms, lastSeen,
 * suggestedIndex): each service's own database, grouped by service; services without
 * statement statistics are named with the reason, never filled in.
 */
export function SlowQueries({ window }: { window: string }) {
  const intl = useIntl();
  const slow = useApiQuery('/api/metrics/db/slow-queries', {
    params: { query: { window: window as '24h' } },
    tenantId: null,
  });
  return (
    <section className="pt-card" aria-labelledby="health-slow-queries">
      <h2 className="pt-card__title" id="health-slow-queries">
        {intl.formatMessage({ id: 'health.slow' })}
      </h2>
      <QueryState
        query={slow}
        loadingLabel={intl.formatMessage({ id: 'health.slow.loading' })}
        retry
        error={intl.formatMessage({ id: 'health.slow.failed' })}
      >
        {(answer) => (
          <>
            {answer.queries.length === 0 ? (
              <p className="console__subtitle">{intl.formatMessage({ id: 'health.slow.none' })}</p>
            ) : (
              <ServiceGroupedTable
                caption={intl.formatMessage({ id: 'health.slow.caption' })}
                groups={groupByService(answer.queries, SERVICE_ORDER)}
                rowKey={(row) => `${row.service}:${row.database}:${row.sql}`}
                columns={[
                  {
                    key: 'sql',
                    header: intl.formatMessage({ id: 'health.slow.sql' }),
                    render: (row) => <code className="health-sql">{row.sql}</code>,
                  },
                  {
                    key: 'p95',
                    header: 'p95',
                    render: (row) => shown(intl, row.p95_ms, ' ms', 1),
                  },
                  {
                    key: 'calls',
                    header: intl.formatMessage({ id: 'health.slow.calls' }),
                    render: (row) => row.calls,
                  },
                  {
                    key: 'db',
                    header: intl.formatMessage({ id: 'health.slow.database' }),
                    render: (row) => row.database,
                  },
                  {
                    key: 'index',
                    header: intl.formatMessage({ id: 'health.slow.index' }),
                    render: (row) => row.suggested_index ?? '—',
                  },
                ]}
              />
            )}
            {answer.unavailable.length > 0 && (
              <>
                <h3 className="health-subheading">
                  {intl.formatMessage({ id: 'health.slow.unavailable' })}
                </h3>
                <ul className="health-unavailable">
                  {answer.unavailable.map((u) => (
                    <li key={u.service}>
                      <FormattedMessage
                        id="health.slow.unavailable.item"
                        values={{
                          service: u.service,
                          reason: u.reason,
                          strong: (chunks) => <strong>{chunks}</strong>,
                        }}
                      />
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
