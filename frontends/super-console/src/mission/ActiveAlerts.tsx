import { EmptyState, Icon, QueryState, useApiQuery } from '@portico/frontend-kit';
import { formatSince, metricFigure, metricLabel, thresholdText } from './format';
import { REFRESH_MS, StaleNote, useLive } from './live';

/**
 * Mission Control's Active Alerts: the alert rules breaching now, newest breach first, each
 * with what its metric measured at the last evaluation against the threshold it passed
 * ("Error rate 7.3 % — above 5 % over 5m, since 14:02").
 */
export function ActiveAlerts() {
  const alerts = useLive(
    'alerts',
    useApiQuery('/api/metrics/alerts', { tenantId: null }, { refetchInterval: REFRESH_MS.alerts }),
  );
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
                <strong>{metricLabel(alert.metric)}</strong>
                {alert.observed === null
                  ? ` ${thresholdText(alert)}`
                  : ` ${metricFigure(alert.metric, alert.observed)} — ${thresholdText(alert)}`}
                {alert.since && (
                  <span className="console__subtitle">
                    , since <time dateTime={alert.since}>{formatSince(alert.since)}</time>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <StaleNote live={alerts} />
    </section>
  );
}
