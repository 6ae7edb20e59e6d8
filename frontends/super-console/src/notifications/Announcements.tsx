import { Badge, EmptyState, QueryState, Table, useApiQuery } from '@portico/frontend-kit';
import { AnnouncementForm } from './AnnouncementForm';

const STATUS_TONE = { active: 'green', scheduled: 'blue', ended: 'gray' } as const;

const when = (iso: string) => new Date(iso).toLocaleString();

/** How many admins were emailed; a dash when the announcement was a banner only. */
function emailedText(row: { email_admins: boolean; emailed: number; email_pending: number }) {
  if (!row.email_admins) return '—';
  const sent = `${String(row.emailed)} admin${row.emailed === 1 ? '' : 's'}`;
  return row.email_pending > 0 ? `${sent}, ${String(row.email_pending)} pending` : sent;
}

/**
 * The Announcements tab (docs/product.md §2 Notifications, §3, §8): compose for all tenants, one
 * plan or listed tenants, shown from Start (now when blank) to End (24 h later when blank),
 * optionally emailed to the tenants' admins; history below, newest first, with each
 * announcement's status and how many admins were emailed.
 */
export function Announcements() {
  const history = useApiQuery('/api/notifications/history', { tenantId: null });

  return (
    <div className="pt-stack">
      <section className="pt-card" aria-labelledby="announce-compose">
        <h2 className="pt-card__title" id="announce-compose">
          Compose announcement
        </h2>
        <AnnouncementForm />
      </section>
      <section className="pt-card" aria-labelledby="announce-history">
        <h2 className="pt-card__title" id="announce-history">
          History
        </h2>
        <QueryState
          query={history}
          loadingLabel="Loading announcements"
          error="Failed to load announcements"
          retry
          isEmpty={(answer) => answer.history.length === 0}
          empty={
            <EmptyState title="No announcements yet">Announcements you send appear here</EmptyState>
          }
        >
          {(answer) => (
            <Table
              caption="Announcements, newest first"
              rowKey={(row) => row.id}
              rows={answer.history}
              columns={[
                { key: 'title', header: 'Title', render: (row) => row.title },
                {
                  key: 'audience',
                  header: 'Audience',
                  render: (row) =>
                    row.audience === 'plan'
                      ? `plan: ${row.plan}`
                      : row.audience === 'tenants'
                        ? `${String(row.tenant_ids.length)} tenant(s)`
                        : 'all',
                },
                {
                  key: 'start',
                  header: 'Start',
                  render: (row) => <time dateTime={row.start_at}>{when(row.start_at)}</time>,
                },
                {
                  key: 'end',
                  header: 'End',
                  render: (row) => <time dateTime={row.end_at}>{when(row.end_at)}</time>,
                },
                {
                  key: 'status',
                  header: 'Status',
                  render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>,
                },
                {
                  key: 'emailed',
                  header: 'Emailed',
                  render: (row) => emailedText(row),
                },
              ]}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
