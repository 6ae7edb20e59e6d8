import { Badge, QueryState, Table, useApiQuery } from '@portico/frontend-kit';

/** Spec part 2 §2: ok green, degraded yellow, otherwise red. */
export const dependencyTone = (status: string) =>
  status === 'ok' ? 'green' : status === 'degraded' ? 'orange' : 'red';

/** App Health → Third-Party Dependencies, as the metrics service measured them just now. */
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
        {(answer) => (
          <Table
            caption="Dependencies and their status"
            rowKey={(row) => row.provider}
            rows={answer.dependencies}
            columns={[
              { key: 'provider', header: 'Provider', render: (row) => row.provider },
              {
                key: 'status',
                header: 'Status',
                render: (row) => <Badge tone={dependencyTone(row.status)}>{row.status}</Badge>,
              },
              { key: 'error', header: 'Last error', render: (row) => row.last_error ?? '—' },
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
        )}
      </QueryState>
    </section>
  );
}
