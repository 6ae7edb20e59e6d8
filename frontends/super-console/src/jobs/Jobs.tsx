import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  errorMessage,
  QueryState,
  Table,
  useApiMutation,
  useApiQuery,
} from '@portico/frontend-kit';
import '../notifications/notifications.css';

/** Statuses as the spec shows them: failed, completed, other (in progress). */
const tone = (status: string) =>
  status === 'failed' ? 'red' : status === 'completed' ? 'green' : 'blue';
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const RETRYABLE = new Set(['failed', 'cancelled']);
const CANCELLABLE = new Set(['created', 'retry', 'active']);
const REFRESH = ['/api/jobs/recent', '/api/jobs/depth'] as const;

/**
 * /super/jobs (docs/product.md §2 Queues & Jobs): the queue's depth, Recent Jobs with Retry and
 * Cancel, and the Cron table with its Toggle.
 */
export function Jobs() {
  const [error, setError] = useState<string | null>(null);
  const depth = useApiQuery('/api/jobs/depth', { tenantId: null });
  const jobs = useApiQuery('/api/jobs/recent', { tenantId: null });
  const cron = useApiQuery('/api/jobs/cron', { tenantId: null });
  const retry = useApiMutation('post', '/api/jobs/{id}/retry', { invalidates: REFRESH });
  const cancel = useApiMutation('post', '/api/jobs/{id}/cancel', { invalidates: REFRESH });
  const toggle = useApiMutation('post', '/api/jobs/cron/{name}/toggle', {
    invalidates: ['/api/jobs/cron'],
  });

  const act = async (run: () => Promise<unknown>, failed: string) => {
    setError(null);
    try {
      await run();
    } catch (cause) {
      setError(`${failed}: ${errorMessage(cause, 'Error')}`);
    }
  };

  return (
    <div className="console">
      <div>
        <h1>Queues &amp; Jobs</h1>
        <p className="console__subtitle">Background work and the platform’s schedules</p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <section className="pt-card" aria-labelledby="jobs-depth">
        <h2 className="pt-card__title" id="jobs-depth">
          Queue depth
        </h2>
        <QueryState
          query={depth}
          loadingLabel="Loading queue depth"
          error="Failed to load queue depth"
        >
          {(d) => (
            <dl className="console__row-actions">
              <div>
                <dt>Queued</dt>
                <dd>{d.queued}</dd>
              </div>
              <div>
                <dt>Running</dt>
                <dd>{d.running}</dd>
              </div>
              <div>
                <dt>Failed (24 h)</dt>
                <dd>{d.failedLast24h}</dd>
              </div>
            </dl>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="jobs-recent">
        <h2 className="pt-card__title" id="jobs-recent">
          Recent Jobs
        </h2>
        <QueryState
          query={jobs}
          loadingLabel="Loading jobs"
          error="Failed to load jobs"
          retry
          isEmpty={(answer) => answer.jobs.length === 0}
          empty={
            <EmptyState title="No jobs yet">
              Jobs appear here as the platform queues them
            </EmptyState>
          }
        >
          {(answer) => (
            <Table
              caption="Recent jobs, newest first"
              rowKey={(row) => row.id}
              rows={answer.jobs}
              columns={[
                {
                  key: 'id',
                  header: 'ID',
                  render: (row) => <code title={row.id}>{row.id.slice(0, 8)}</code>,
                },
                { key: 'queue', header: 'Queue', render: (row) => row.queue },
                {
                  key: 'status',
                  header: 'Status',
                  render: (row) => <Badge tone={tone(row.status)}>{row.status}</Badge>,
                },
                {
                  key: 'runtime',
                  header: 'Runtime (ms)',
                  render: (row) => (row.runtimeMs === null ? '—' : row.runtimeMs),
                },
                { key: 'attempts', header: 'Attempts', render: (row) => row.attempts },
                {
                  key: 'error',
                  header: 'Error',
                  render: (row) => (
                    <span title={row.errorExcerpt}>{row.errorExcerpt.slice(0, 80)}</span>
                  ),
                },
                {
                  key: 'do',
                  header: 'Actions',
                  // Only the actions the row's status allows: a finished job offers none.
                  render: (row) =>
                    RETRYABLE.has(row.status) || CANCELLABLE.has(row.status) ? (
                      <span className="console__row-actions">
                        {RETRYABLE.has(row.status) && (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`Retry job ${row.id.slice(0, 8)}`}
                            onClick={() =>
                              void act(
                                () =>
                                  retry.mutateAsync({
                                    tenantId: null,
                                    params: { path: { id: row.id } },
                                  }),
                                'Retry failed',
                              )
                            }
                          >
                            Retry
                          </Button>
                        )}
                        {CANCELLABLE.has(row.status) && (
                          <Button
                            size="sm"
                            variant="danger"
                            aria-label={`Cancel job ${row.id.slice(0, 8)}`}
                            onClick={() =>
                              void act(
                                () =>
                                  cancel.mutateAsync({
                                    tenantId: null,
                                    params: { path: { id: row.id } },
                                  }),
                                'Cancel failed',
                              )
                            }
                          >
                            Cancel
                          </Button>
                        )}
                      </span>
                    ) : (
                      <span className="console__none">
                        <span aria-hidden="true">—</span>
                        <span className="pt-visually-hidden">No actions</span>
                      </span>
                    ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="jobs-cron">
        <h2 className="pt-card__title" id="jobs-cron">
          Cron
        </h2>
        <QueryState
          query={cron}
          loadingLabel="Loading schedules"
          error="Failed to load schedules"
          retry
          isEmpty={(answer) => answer.cron.length === 0}
          empty={
            <EmptyState title="No schedules yet">
              The platform registers its schedules when it starts
            </EmptyState>
          }
        >
          {(answer) => (
            <Table
              caption="Cron schedules"
              rowKey={(row) => row.name}
              rows={answer.cron}
              columns={[
                { key: 'name', header: 'Name', render: (row) => <code>{row.name}</code> },
                {
                  key: 'schedule',
                  header: 'Schedule',
                  render: (row) => <code>{row.schedule}</code>,
                },
                { key: 'last', header: 'Last Run', render: (row) => when(row.lastRunAt) },
                { key: 'next', header: 'Next Run', render: (row) => when(row.nextRunAt) },
                {
                  key: 'enabled',
                  header: 'Enabled',
                  render: (row) => (row.enabled ? 'Yes' : 'No'),
                },
                {
                  key: 'toggle',
                  header: 'Toggle',
                  render: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Toggle ${row.name}`}
                      onClick={() =>
                        void act(
                          () =>
                            toggle.mutateAsync({
                              tenantId: null,
                              params: { path: { name: row.name } },
                            }),
                          'Toggle failed',
                        )
                      }
                    >
                      Toggle
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
