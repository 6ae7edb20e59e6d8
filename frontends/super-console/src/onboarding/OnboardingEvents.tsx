import { Badge, EmptyState, QueryState, Table, useApiQuery } from '@portico/frontend-kit';
import { actionTone, entityText, tenantText, timeText } from '../audit/format';
import { useIntl } from '../i18n';

/** The onboarding log (GET /api/_debug/onboarding-events) shown as audit entries of type 'onboarding'. */
export function OnboardingEvents() {
  const intl = useIntl();
  const events = useApiQuery('/api/_debug/onboarding-events', {
    params: { query: { limit: 100 } },
    tenantId: null,
  });
  return (
    <section className="pt-card" aria-labelledby="onboarding-events">
      <h2 className="pt-card__title" id="onboarding-events">
        {intl.formatMessage({ id: 'onboarding.events.title' })}
      </h2>
      <QueryState
        query={events}
        loadingLabel={intl.formatMessage({ id: 'onboarding.events.loading' })}
        retry
        error={intl.formatMessage({ id: 'onboarding.events.failed' })}
        isEmpty={(answer) => answer.events.length === 0}
        empty={
          <EmptyState title={intl.formatMessage({ id: 'onboarding.events.empty.title' })}>
            {intl.formatMessage({ id: 'onboarding.events.empty.body' })}
          </EmptyState>
        }
      >
        {(answer) => (
          <Table
            caption={intl.formatMessage({ id: 'onboarding.events.caption' })}
            rowKey={(row) => row.id}
            rows={answer.events}
            columns={[
              {
                key: 'time',
                header: intl.formatMessage({ id: 'audit.time' }),
                render: (row) => (
                  <time dateTime={row.created_at}>{timeText(row.created_at, intl)}</time>
                ),
              },
              {
                key: 'step',
                header: intl.formatMessage({ id: 'audit.action' }),
                render: (row) => <Badge tone={actionTone(row.step)}>{row.step}</Badge>,
              },
              {
                key: 'entity',
                header: intl.formatMessage({ id: 'audit.entity' }),
                render: (row) => <code>{entityText('onboarding', row.user_id ?? '')}</code>,
              },
              {
                key: 'tenant',
                header: intl.formatMessage({ id: 'audit.tenant' }),
                render: (row) => <code>{tenantText(row.tenant_id)}</code>,
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
