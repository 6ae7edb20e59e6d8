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
import { useIntl } from '../i18n';
import '../notifications/notifications.css';

/** Statuses as the spec shows them: failed, completed, other (in progress). */
const tone = (status: string) =>
  status === 'failed' ? 'red' : status === 'completed' ? 'green' : 'blue';
/** What a table shows where there is nothing: a mark, not a word (read as 'No actions'). */
const DASH = '—';
const RETRYABLE = new Set(['failed', 'cancelled']);
const CANCELLABLE = new Set(['created', 'retry', 'active']);
const REFRESH = ['/api/jobs/recent', '/api/jobs/depth'] as const;

/**
 * /super/jobs (docs/product.md §2 Queues & Jobs): the queue's depth, Recent Jobs with Retry and
 * Cancel, and the Cron table with its Toggle.
 */
export function Jobs() {
  const intl = useIntl();
  const when = (iso: string | null) => (iso ? intl.formatDateTime(iso) : DASH);
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
      setError(
        intl.formatMessage(
          { id: 'jobs.actionFailed' },
          {
            action: failed,
            reason: errorMessage(cause, intl.formatMessage({ id: 'jobs.error' })),
          },
        ),
      );
    }
  };

  return (
    <div className="console">
      <div>
        <h1>{intl.formatMessage({ id: 'jobs.title' })}</h1>
        <p className="console__subtitle">{intl.formatMessage({ id: 'jobs.subtitle' })}</p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <section className="pt-card" aria-labelledby="jobs-depth">
        <h2 className="pt-card__title" id="jobs-depth">
          {intl.formatMessage({ id: 'jobs.depth.title' })}
        </h2>
        <QueryState
          query={depth}
          loadingLabel={intl.formatMessage({ id: 'jobs.depth.loading' })}
          error={intl.formatMessage({ id: 'jobs.depth.failed' })}
        >
          {(d) => (
            <dl className="console__row-actions">
              <div>
                <dt>{intl.formatMessage({ id: 'jobs.depth.queued' })}</dt>
                <dd>{d.queued}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'jobs.depth.running' })}</dt>
                <dd>{d.running}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'jobs.depth.failed24h' })}</dt>
                <dd>{d.failedLast24h}</dd>
              </div>
            </dl>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="jobs-recent">
        <h2 className="pt-card__title" id="jobs-recent">
          {intl.formatMessage({ id: 'jobs.recent.title' })}
        </h2>
        <QueryState
          query={jobs}
          loadingLabel={intl.formatMessage({ id: 'jobs.recent.loading' })}
          error={intl.formatMessage({ id: 'jobs.recent.failed' })}
          retry
          isEmpty={(answer) => answer.jobs.length === 0}
          empty={
            <EmptyState title={intl.formatMessage({ id: 'jobs.recent.empty.title' })}>
              {intl.formatMessage({ id: 'jobs.recent.empty.body' })}
            </EmptyState>
          }
        >
          {(answer) => (
            <Table
              caption={intl.formatMessage({ id: 'jobs.recent.caption' })}
              rowKey={(row) => row.id}
              rows={answer.jobs}
              columns={[
                {
                  key: 'id',
                  header: intl.formatMessage({ id: 'jobs.recent.id' }),
                  render: (row) => <code title={row.id}>{row.id.slice(0, 8)}</code>,
                },
                {
                  key: 'queue',
                  header: intl.formatMessage({ id: 'jobs.recent.queue' }),
                  render: (row) => row.queue,
                },
                {
                  key: 'status',
                  header: intl.formatMessage({ id: 'jobs.recent.status' }),
                  render: (row) => <Badge tone={tone(row.status)}>{row.status}</Badge>,
                },
                {
                  key: 'runtime',
                  header: intl.formatMessage({ id: 'jobs.recent.runtime' }),
                  render: (row) => (row.runtimeMs === null ? DASH : row.runtimeMs),
                },
                {
                  key: 'attempts',
                  header: intl.formatMessage({ id: 'jobs.recent.attempts' }),
                  render: (row) => row.attempts,
                },
                {
                  key: 'error',
                  header: intl.formatMessage({ id: 'jobs.recent.error' }),
                  render: (row) => (
                    <span title={row.errorExcerpt}>{row.errorExcerpt.slice(0, 80)}</span>
                  ),
                },
                {
                  key: 'do',
                  header: intl.formatMessage({ id: 'jobs.recent.actions' }),
                  // Only the actions the row's status allows: a finished job offers none.
                  render: (row) =>
                    RETRYABLE.has(row.status) || CANCELLABLE.has(row.status) ? (
                      <span className="console__row-actions">
                        {RETRYABLE.has(row.status) && (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={intl.formatMessage(
                              { id: 'jobs.retry.label' },
                              { id: row.id.slice(0, 8) },
                            )}
                            onClick={() =>
                              void act(
                                () =>
                                  retry.mutateAsync({
                                    tenantId: null,
                                    params: { path: { id: row.id } },
                                  }),
                                intl.formatMessage({ id: 'jobs.retry.failed' }),
                              )
                            }
                          >
                            {intl.formatMessage({ id: 'jobs.retry' })}
                          </Button>
                        )}
                        {CANCELLABLE.has(row.status) && (
                          <Button
                            size="sm"
                            variant="danger"
                            aria-label={intl.formatMessage(
                              { id: 'jobs.cancel.label' },
                              { id: row.id.slice(0, 8) },
                            )}
                            onClick={() =>
                              void act(
                                () =>
                                  cancel.mutateAsync({
                                    tenantId: null,
                                    params: { path: { id: row.id } },
                                  }),
                                intl.formatMessage({ id: 'jobs.cancel.failed' }),
                              )
                            }
                          >
                            {intl.formatMessage({ id: 'jobs.cancel' })}
                          </Button>
                        )}
                      </span>
                    ) : (
                      <span className="console__none">
                        <span aria-hidden="true">{DASH}</span>
                        <span className="pt-visually-hidden">
                          {intl.formatMessage({ id: 'jobs.noActions' })}
                        </span>
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
          {intl.formatMessage({ id: 'jobs.cron.title' })}
        </h2>
        <QueryState
          query={cron}
          loadingLabel={intl.formatMessage({ id: 'jobs.cron.loading' })}
          error={intl.formatMessage({ id: 'jobs.cron.failed' })}
          retry
          isEmpty={(answer) => answer.cron.length === 0}
          empty={
            <EmptyState title={intl.formatMessage({ id: 'jobs.cron.empty.title' })}>
              {intl.formatMessage({ id: 'jobs.cron.empty.body' })}
            </EmptyState>
          }
        >
          {(answer) => (
            <Table
              caption={intl.formatMessage({ id: 'jobs.cron.caption' })}
              rowKey={(row) => row.name}
              rows={answer.cron}
              columns={[
                {
                  key: 'name',
                  header: intl.formatMessage({ id: 'jobs.cron.name' }),
                  render: (row) => <code>{row.name}</code>,
                },
                {
                  key: 'schedule',
                  header: intl.formatMessage({ id: 'jobs.cron.schedule' }),
                  render: (row) => <code>{row.schedule}</code>,
                },
                {
                  key: 'last',
                  header: intl.formatMessage({ id: 'jobs.cron.lastRun' }),
                  render: (row) => when(row.lastRunAt),
                },
                {
                  key: 'next',
                  header: intl.formatMessage({ id: 'jobs.cron.nextRun' }),
                  render: (row) => when(row.nextRunAt),
                },
                {
                  key: 'enabled',
                  header: intl.formatMessage({ id: 'jobs.cron.enabled' }),
                  render: (row) =>
                    intl.formatMessage({ id: row.enabled ? 'jobs.cron.yes' : 'jobs.cron.no' }),
                },
                {
                  key: 'toggle',
                  header: intl.formatMessage({ id: 'jobs.cron.toggle' }),
                  render: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={intl.formatMessage(
                        { id: 'jobs.cron.toggle.label' },
                        { name: row.name },
                      )}
                      onClick={() =>
                        void act(
                          () =>
                            toggle.mutateAsync({
                              tenantId: null,
                              params: { path: { name: row.name } },
                            }),
                          intl.formatMessage({ id: 'jobs.cron.toggle.failed' }),
                        )
                      }
                    >
                      {intl.formatMessage({ id: 'jobs.cron.toggle' })}
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
