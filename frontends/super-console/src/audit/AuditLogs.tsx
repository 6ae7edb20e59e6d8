import { useEffect } from 'react';
import {
  type ApiAnswer,
  Badge,
  EmptyState,
  Icon,
  isApiError,
  QueryState,
  Table,
  useApiQuery,
} from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { OnboardingEvents } from '../onboarding/OnboardingEvents';
import {
  actionTone,
  actorText,
  entityText,
  personText,
  reasonText,
  tenantText,
  timeText,
} from './format';

/** The console shows the newest 200 and reads them again every 30 s (docs/product.md §2, §9). */
export const AUDIT_ROWS = 200;
export const AUDIT_REFRESH_MS = 30_000;

/**
 * /super/audit: what people and the system did across the platform, newest first. Rows are
 * hash-chained per tenant in the metrics service; this screen only reads them.
 */
export function AuditLogs() {
  const intl = useIntl();
  const logs = useApiQuery('/api/audit', {
    params: { query: { limit: AUDIT_ROWS } },
    tenantId: null,
  });
  const { refetch } = logs;

  useEffect(() => {
    const timer = setInterval(() => void refetch(), AUDIT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  return (
    <div className="console">
      <div>
        <h1>{intl.formatMessage({ id: 'audit.title' })}</h1>
        <p className="console__subtitle">{intl.formatMessage({ id: 'audit.subtitle' })}</p>
      </div>
      <section className="pt-card" aria-label={intl.formatMessage({ id: 'audit.entries' })}>
        <QueryState
          query={logs}
          loadingLabel={intl.formatMessage({ id: 'audit.loading' })}
          retry
          error={(cause) =>
            isApiError(cause) && cause.status
              ? intl.formatMessage({ id: 'audit.failedStatus' }, { status: cause.status })
              : intl.formatMessage({ id: 'audit.failed' })
          }
          isEmpty={(answer) => answer.logs.length === 0}
          empty={
            <EmptyState
              title={intl.formatMessage({ id: 'audit.empty.title' })}
              icon={<Icon name="file" />}
            >
              {intl.formatMessage({ id: 'audit.empty.body' })}
            </EmptyState>
          }
        >
          {(answer) => (
            <Table
              caption={intl.formatMessage({ id: 'audit.caption' })}
              rowKey={(row) => row.id}
              rows={answer.logs.slice(0, AUDIT_ROWS)}
              columns={[
                {
                  key: 'time',
                  header: intl.formatMessage({ id: 'audit.time' }),
                  render: (row) => (
                    <time dateTime={row.created_at}>{timeText(row.created_at, intl)}</time>
                  ),
                },
                {
                  key: 'actor',
                  header: intl.formatMessage({ id: 'audit.actor' }),
                  render: (row) => <ActorCell row={row} />,
                },
                {
                  key: 'action',
                  header: intl.formatMessage({ id: 'audit.action' }),
                  render: (row) => <Badge tone={actionTone(row.action)}>{row.action}</Badge>,
                },
                {
                  key: 'entity',
                  header: intl.formatMessage({ id: 'audit.entity' }),
                  render: (row) => <code>{entityText(row.entity_type, row.entity_id)}</code>,
                },
                {
                  key: 'tenant',
                  header: intl.formatMessage({ id: 'audit.tenant' }),
                  render: (row) => <code>{tenantText(row.tenant_id)}</code>,
                },
                {
                  key: 'reason',
                  header: intl.formatMessage({ id: 'audit.reason' }),
                  render: (row) => <span title={row.reason}>{reasonText(row.reason)}</span>,
                },
              ]}
            />
          )}
        </QueryState>
      </section>
      <OnboardingEvents />
    </div>
  );
}

type AuditEntry = ApiAnswer<'get', '/api/audit'>['logs'][number];

/**
 * Who acted: the person by name (else email), with their id on hover, and the super admin
 * acting as them; the gateway names them all in one call per page (features/audit/routes.ts).
 * An id nobody answers for any more (a deleted account) stays a short id.
 */
function ActorCell({ row }: { row: AuditEntry }) {
  const intl = useIntl();
  if (!row.actor) return <code>{actorText(row.actor_user_id, intl)}</code>;
  return (
    <span title={row.actor.id}>
      {personText(row.actor)}
      {row.impersonator && (
        <span className="audit-impersonator" title={row.impersonator.id}>
          {intl.formatMessage({ id: 'audit.actor.by' }, { name: personText(row.impersonator) })}
        </span>
      )}
    </span>
  );
}
