import { Badge, QueryState, useApiQuery } from '@portico/frontend-kit';
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

const statusLabel = (status: string) => (status === 'not_used' ? 'not used' : status);

/**
 * App Health → Third-Party Dependencies: every service's own connections as that service
 * checked them just now, grouped by service. A service that did not answer is one down row.
 */
export function Dependencies() {
  const deps = useApiQuery('/api/metrics/dependencies', { tenantId: null });
  return (
    <section className="pt-card" aria-labelledby="health-dependencies">
      <h2 className="pt-card__title" id="health-dependencies">
        Third-Party Dependencies
      </h2>
      <QueryState
        query={deps}
        loadingLabel="Loading dependencies"
        retry
        error="Failed to load dependencies"
        isEmpty={(answer) => answer.dependencies.length === 0}
        empty={<p className="console__subtitle">No dependency reported</p>}
      >
        {(answer) => {
          const down = answer.dependencies.filter((d) => d.status === 'down').length;
          return (
            <>
              <p className="console__subtitle" role="status">
                {down === 0
                  ? `All ${answer.dependencies.length} checks answered`
                  : `${down} of ${answer.dependencies.length} checks down`}
              </p>
              <ServiceGroupedTable
                caption="Dependencies of each service and their status"
                groups={groupByService(answer.dependencies, SERVICE_ORDER)}
                rowKey={(row) => `${row.service}:${row.provider}`}
                columns={[
                  { key: 'provider', header: 'Provider', render: (row) => row.provider },
                  {
                    key: 'status',
                    header: 'Status',
                    render: (row) => (
                      <Badge tone={dependencyTone(row.status)}>{statusLabel(row.status)}</Badge>
                    ),
                  },
                  {
                    key: 'latency',
                    header: 'Latency',
                    render: (row) => (row.latency_ms === null ? '—' : `${row.latency_ms} ms`),
                  },
                  {
                    key: 'detail',
                    header: 'Last error or note',
                    render: (row) => row.last_error ?? row.note ?? '—',
                  },
                  {
                    key: 'checked',
                    header: 'Checked',
                    render: (row) => (
                      <time dateTime={row.checked_at}>
                        {new Date(row.checked_at).toLocaleTimeString()}
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
