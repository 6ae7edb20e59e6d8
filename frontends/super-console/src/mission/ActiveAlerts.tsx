import { EmptyState, Icon, QueryState, useApiQuery } from '@portico/frontend-kit';
import { formatTime } from './format';

const METRIC_LABEL: Record<string, string> = {
  errorRate: 'Error rate',
  queueDepth: 'Queue depth',
  webhookFailures: 'Webhook failures',
};

/** Mission Control's Active Alerts: the alert rules breaching now, newest breach first. */
export function ActiveAlerts() {
  const alerts = useApiQuery('/api/metrics/alerts', { tenantId: null });
  return (
    <section className="pt-card" aria-labelledby="mission-alerts">
      <h2 className="pt-card__title" id="mission-alerts">
        Active Alerts
      </h2>
      <QueryState
        query={alerts}
        loadingLabel="Loading alerts"
        error="Error loading alerts"
        retry
        isEmpty={(answer) => answer.alerts.length === 0}
        empty={<EmptyState title="No active alerts" icon={<Icon name="zap" />} />}
      >
        {(answer) => (
          <ul className="mission-alerts">
            {answer.alerts.map((alert) => (
              <li key={alert.id} className="mission-alert">
                <strong>{METRIC_LABEL[alert.metric] ?? alert.metric}</strong> {alert.op}{' '}
                {alert.value} over {alert.window}
                {alert.since && (
                  <span className="console__subtitle">
                    {' '}
                    since <time dateTime={alert.since}>{formatTime(alert.since)}</time>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
