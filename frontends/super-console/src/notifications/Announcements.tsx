import { Badge, EmptyState, QueryState, Table, useApiQuery } from '@portico/frontend-kit';
import { useIntl, type Intl } from '../i18n';
import { AnnouncementForm } from './AnnouncementForm';

const STATUS_TONE = { active: 'green', scheduled: 'blue', ended: 'gray' } as const;

/** How many admins were emailed; a dash when the announcement was a banner only. */
function emailedText(
  row: { email_admins: boolean; emailed: number; email_pending: number },
  intl: Intl,
) {
  if (!row.email_admins) return '—';
  return intl.formatMessage(
    { id: 'announcements.emailed' },
    { sent: row.emailed, pending: row.email_pending },
  );
}

/**
 * The Announcements tab (docs/product.md §2 Notifications, §3, §8): compose for all tenants, one
 * plan or listed tenants, shown from Start (now when blank) to End (24 h later when blank),
 * optionally emailed to the tenants' admins; history below, newest first, with each
 * announcement's status and how many admins were emailed.
 */
export function Announcements() {
  const intl = useIntl();
  const when = (iso: string) => intl.formatDateTime(iso);
  const history = useApiQuery('/api/notifications/history', { tenantId: null });

  return (
    <div className="pt-stack">
      <section className="pt-card" aria-labelledby="announce-compose">
        <h2 className="pt-card__title" id="announce-compose">
          {intl.formatMessage({ id: 'announcements.compose' })}
        </h2>
        <AnnouncementForm />
      </section>
      <section className="pt-card" aria-labelledby="announce-history">
        <h2 className="pt-card__title" id="announce-history">
          {intl.formatMessage({ id: 'announcements.history' })}
        </h2>
        <QueryState
          query={history}
          loadingLabel={intl.formatMessage({ id: 'announcements.loading' })}
          error={intl.formatMessage({ id: 'announcements.loadFailed' })}
          retry
          isEmpty={(answer) => answer.history.length === 0}
          empty={
            <EmptyState title={intl.formatMessage({ id: 'announcements.empty.title' })}>
              {intl.formatMessage({ id: 'announcements.empty.body' })}
            </EmptyState>
          }
        >
          {(answer) => (
            <Table
              caption={intl.formatMessage({ id: 'announcements.caption' })}
              rowKey={(row) => row.id}
              rows={answer.history}
              columns={[
                {
                  key: 'title',
                  header: intl.formatMessage({ id: 'announcements.title' }),
                  render: (row) => row.title,
                },
                {
                  key: 'audience',
                  header: intl.formatMessage({ id: 'announcements.audience' }),
                  render: (row) =>
                    row.audience === 'plan'
                      ? intl.formatMessage(
                          { id: 'announcements.audience.onePlan' },
                          { plan: row.plan ?? '' },
                        )
                      : row.audience === 'tenants'
                        ? intl.formatMessage(
                            { id: 'announcements.audience.someTenants' },
                            { count: row.tenant_ids.length },
                          )
                        : intl.formatMessage({ id: 'announcements.audience.everyone' }),
                },
                {
                  key: 'start',
                  header: intl.formatMessage({ id: 'announcements.start' }),
                  render: (row) => <time dateTime={row.start_at}>{when(row.start_at)}</time>,
                },
                {
                  key: 'end',
                  header: intl.formatMessage({ id: 'announcements.end' }),
                  render: (row) => <time dateTime={row.end_at}>{when(row.end_at)}</time>,
                },
                {
                  key: 'status',
                  header: intl.formatMessage({ id: 'announcements.status' }),
                  render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>,
                },
                {
                  key: 'emailed',
                  header: intl.formatMessage({ id: 'announcements.emailed.header' }),
                  render: (row) => emailedText(row, intl),
                },
              ]}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
