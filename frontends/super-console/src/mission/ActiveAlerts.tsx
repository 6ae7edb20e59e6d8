import { EmptyState, Icon, QueryState, useApiQuery } from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { metricFigure, metricLabel, thresholdText } from './alertText';
import { formatSince } from './format';
import { REFRESH_MS, StaleNote, useLive } from './live';

/**
 * Mission Control's Active Alerts: the alert rules breaching now, newest breach first, each
 * with what its metric measured at the last evaluation against the threshold it passed
 * ("Error rate 7.3 % — above 5 % over 5m, since 14:02").
 */
export function ActiveAlerts() {
  const intl = useIntl();
  const alerts = useLive(
    'alerts',
    useApiQuery('/api/metrics/alerts', { tenantId: null }, { refetchInterval: REFRESH_MS.alerts }),
  );
  return (
    <section className="pt-card" aria-labelledby="mission-alerts">
      <h2 className="pt-card__title" id="mission-alerts">
        {intl.formatMessage({ id: 'mission.alerts' })}
      </h2>
      <QueryState
        query={alerts}
        loadingLabel={intl.formatMessage({ id: 'mission.alerts.loading' })}
        error={intl.formatMessage({ id: 'mission.alerts.failed' })}
        retry
        isEmpty={(answer) => answer.alerts.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'mission.alerts.empty' })}
            icon={<Icon name="zap" />}
          />
        }
      >
        {(answer) => (
          <ul className="mission-alerts">
            {answer.alerts.map((alert) => (
              <li key={alert.id} className="mission-alert">
                <FormattedMessage
                  id={alert.observed === null ? 'mission.alert' : 'mission.alert.observed'}
                  values={{
                    metric: metricLabel(alert.metric, intl),
                    observed:
                      alert.observed === null
                        ? ''
                        : metricFigure(alert.metric, alert.observed, intl),
                    threshold: thresholdText(alert, intl),
                    strong: (chunks) => <strong>{chunks}</strong>,
                  }}
                />
                {alert.since && (
                  <span className="console__subtitle">
                    <FormattedMessage
                      id="mission.alert.since"
                      values={{
                        time: (
                          <time dateTime={alert.since}>
                            {formatSince(alert.since, intl.locale)}
                          </time>
                        ),
                      }}
                    />
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
