import { Badge, EmptyState, QueryState, Table, useApiQuery } from '@portico/frontend-kit';
import { actionTone, entityText, tenantText, timeText } from '../audit/format';

/** The onboarding log (GET /api/_debug/onboarding-events) shown as audit entries of type 'onboarding'. */
export function OnboardingEvents() {
  const events = useApiQuery('/api/_debug/onboarding-events', {
    params: { query: { limit: 100 } },
    tenantId: null,
  });
  return (
    <section className="pt-card" aria-labelledby="onboarding-events">
      <h2 className="pt-card__title" id="onboarding-events">
        Onboarding events
      </h2>
      <QueryState
        query={events}
        loadingLabel="Loading onboarding events"
        retry
        error="Failed to load onboarding events"
        isEmpty={(answer) => answer.events.length === 0}
        empty={
          <EmptyState title="No onboarding events yet">New workspaces will appear here</EmptyState>
        }
      >
        {(answer) => (
          <Table
            caption="Onboarding events, newest first"
            rowKey={(row) => row.id}
            rows={answer.events}
            columns={[
              {
                key: 'time',
                header: 'Time',
                render: (row) => <time dateTime={row.created_at}>{timeText(row.created_at)}</time>,
              },
              {
                key: 'step',
                header: 'Action',
                render: (row) => <Badge tone={actionTone(row.step)}>{row.step}</Badge>,
              },
              {
                key: 'entity',
                header: 'Entity',
                render: (row) => <code>{entityText('onboarding', row.user_id ?? '')}</code>,
              },
              {
                key: 'tenant',
                header: 'Tenant',
                render: (row) => <code>{tenantText(row.tenant_id)}</code>,
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
