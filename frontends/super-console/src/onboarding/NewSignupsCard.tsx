import { useApiQuery } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { REFRESH_MS, StaleNote, useLive } from '../mission/live';

/** The newest onboarding events read at most; more provisioned in a day shows as "500+". */
export const SIGNUP_EVENTS_READ = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mission Control's New Signups: workspaces provisioned in the last 24 hours, counted from the
 * onboarding event log (a provisioned workspace is a completed sign-up).
 */
export function NewSignupsCard() {
  const intl = useIntl();
  const events = useLive(
    'signups',
    useApiQuery(
      '/api/_debug/onboarding-events',
      { params: { query: { limit: SIGNUP_EVENTS_READ } }, tenantId: null },
      { refetchInterval: REFRESH_MS.signups },
    ),
  );
  let value: string;
  if (events.status === 'error') value = intl.formatMessage({ id: 'onboarding.signups.failed' });
  else if (!events.data) value = intl.formatMessage({ id: 'onboarding.signups.loading' });
  else {
    const since = Date.now() - DAY_MS;
    const recent = events.data.events.filter((e) => Date.parse(e.created_at) >= since);
    const provisioned = recent.filter((e) => e.step === 'provisioned').length;
    // Every event read is within the day: older ones may have been cut off by the limit.
    const cut =
      events.data.events.length === SIGNUP_EVENTS_READ && recent.length === SIGNUP_EVENTS_READ;
    value = intl.formatMessage(
      { id: cut ? 'onboarding.signups.atLeast' : 'onboarding.signups.count' },
      { count: provisioned },
    );
  }
  return (
    <div className="pt-card status-card">
      <h2 className="pt-card__title">{intl.formatMessage({ id: 'onboarding.signups.title' })}</h2>
      <p className="status-card__value">{value}</p>
      <p className="console__subtitle">
        {intl.formatMessage({ id: 'onboarding.signups.subtitle' })}
      </p>
      <StaleNote live={events} />
    </div>
  );
}
