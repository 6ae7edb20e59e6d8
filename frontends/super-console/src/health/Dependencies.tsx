import { Badge, QueryState, useApiQuery } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { shown } from './format';
import { groupByService, ServiceGroupedTable } from './ServiceGroupedTable';

/** The order the platform lists its services in (services/kit LOCAL_PORTS). */
export const SERVICE_ORDER = [
  'identity',
  'tenancy',
  'content',
  'forms',
  'billing',
  'notifications',
  'metrics',
  'messaging',
] as const;

/** docs/product.md §2: ok green, degraded yellow, otherwise red; a dependency not used is grey. */
export const dependencyTone = (status: string) =>
  status === 'ok'
    ? 'green'
    : status === 'degraded'
      ? 'orange'
      : status === 'not_used'
        ? 'gray'
        : 'red';

/**
 * App Health → Third-Party Dependencies: every service's own connections as that service
 * checked them just now, grouped by service. A service that did not answer is one down row.
 */
export function Dependencies() {
  const intl = useIntl();
  const deps = useApiQuery('/api/metrics/dependencies', { tenantId: null });
  const statusLabel = (status: string) =>
    status === 'not_used' ? intl.formatMessage({ id: 'health.dependencies.notUsed' }) : status;
  return (
    <section className="pt-card" aria-labelledby="health-dependencies">
      <h2 className="pt-card__title" id="health-dependencies">
        {intl.formatMessage({ id: 'health.dependencies' })}
      </h2>
      <QueryState
        query={deps}
        loadingLabel={intl.formatMessage({ id: 'health.dependencies.loading' })}
        retry
        error={intl.formatMessage({ id: 'health.dependencies.failed' })}
        isEmpty={(answer) => answer.dependencies.length === 0}
        empty={
          <p className="console__subtitle">
            {intl.formatMessage({ id: 'health.dependencies.empty' })}
          </p>
        }
      >
        {(answer) => {
          const down = answer.dependencies.filter((d) => d.status === 'down').length;
          return (
            <>
              <p className="console__subtitle" role="status">
                {down === 0
                  ? intl.formatMessage(
                      { id: 'health.dependencies.allUp' },
                      { total: answer.dependencies.length },
                    )
                  : intl.formatMessage(
                      { id: 'health.dependencies.down' },
                      { down, total: answer.dependencies.length },
                    )}
              </p>
              <ServiceGroupedTable
                caption={intl.formatMessage({ id: 'health.dependencies.caption' })}
                groups={groupByService(answer.dependencies, SERVICE_ORDER)}
                rowKey={(row) => `${row.service}:${row.provider}`}
                columns={[
                  {
                    key: 'provider',
                    header: intl.formatMessage({ id: 'health.dependencies.provider' }),
                    render: (row) => row.provider,
                  },
                  {
                    key: 'status',
                    header: intl.formatMessage({ id: 'health.dependencies.status' }),
                    render: (row) => (
                      <Badge tone={dependencyTone(row.status)}>{statusLabel(row.status)}</Badge>
                    ),
                  },
                  {
                    key: 'latency',
                    header: intl.formatMessage({ id: 'health.latency' }),
                    render: (row) =>
                      row.latency_ms === null ? '—' : shown(intl, row.latency_ms, ' ms'),
                  },
                  {
                    key: 'detail',
                    header: intl.formatMessage({ id: 'health.dependencies.detail' }),
                    render: (row) => row.last_error ?? row.note ?? '—',
                  },
                  {
                    key: 'checked',
                    header: intl.formatMessage({ id: 'health.dependencies.checked' }),
                    render: (row) => (
                      <time dateTime={row.checked_at}>
                        {intl.formatDateTime(row.checked_at, { timeStyle: 'medium' })}
                      </time>
                    ),
                  },
                ]}
              />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
