import { useMemo } from 'react';
import { isApiError, QueryState, useApiQuery } from '@portico/frontend-kit';
import { TimeChart } from '../health/TimeChart';
import { useIntl, type Intl } from '../i18n';
import { formatCount, formatTime } from './format';
import { REFRESH_MS, StaleNote, useLive } from './live';

const DAY = { query: { window: '24h' as const } };

const failure = (what: 'requests' | 'jobs', intl: Intl) => (cause: unknown) =>
  isApiError(cause) && cause.status === 503
    ? intl.formatMessage({ id: 'health.unavailable' })
    : intl.formatMessage({
        id: what === 'requests' ? 'mission.requests.failed' : 'mission.queue.failed',
      });

/** The highest point of a series and when it was, for the text that stands beside a chart. */
function peakOf<T>(points: T[], value: (p: T) => number, time: (p: T) => string, locale: string) {
  let best: T | undefined;
  for (const p of points) if (!best || value(p) > value(best)) best = p;
  return best ? { value: value(best), at: formatTime(time(best), locale) } : undefined;
}

function RequestsErrorsChart() {
  const intl = useIntl();
  const traffic = useLive(
    'requests',
    useApiQuery(
      '/api/metrics/requests-errors',
      { params: DAY, tenantId: null },
      { refetchInterval: REFRESH_MS.requests },
    ),
  );
  const chart = useMemo(() => {
    const points = traffic.data?.points ?? [];
    return {
      times: points.map((p) => p.x),
      series: [
        {
          label: intl.formatMessage({ id: 'health.requests' }),
          stroke: '#2563eb',
          values: points.map((p) => p.requests),
        },
        {
          label: intl.formatMessage({ id: 'health.errors' }),
          stroke: '#dc2626',
          values: points.map((p) => p.errors),
        },
      ],
    };
  }, [traffic.data, intl]);
  return (
    <>
      <QueryState
        query={traffic}
        loadingLabel={intl.formatMessage({ id: 'mission.requests.loading' })}
        error={failure('requests', intl)}
      >
        {(answer) => {
          const peak = peakOf(
            answer.points,
            (p) => p.requests,
            (p) => p.x,
            intl.locale,
          );
          return (
            <>
              <p className="pt-visually-hidden">
                {answer.requests === null
                  ? intl.formatMessage({ id: 'mission.requests.none' })
                  : intl.formatMessage(
                      { id: 'mission.requests.summary' },
                      {
                        requests: formatCount(Math.round(answer.requests), intl),
                        errors: formatCount(Math.round(answer.errors ?? 0), intl),
                        rate:
                          answer.error_rate === null
                            ? ''
                            : intl.formatMessage(
                                { id: 'mission.requests.rate' },
                                {
                                  rate: intl.formatNumber(answer.error_rate * 100, {
                                    minimumFractionDigits: 2,
                                    maximumFractionDigits: 2,
                                  }),
                                },
                              ),
                        peak: peak
                          ? intl.formatMessage({ id: 'mission.requests.peak' }, { at: peak.at })
                          : '',
                      },
                    )}
              </p>
              <TimeChart label={intl.formatMessage({ id: 'mission.requests.chart' })} {...chart} />
            </>
          );
        }}
      </QueryState>
      <StaleNote live={traffic} />
    </>
  );
}

function QueueDepthChart() {
  const intl = useIntl();
  const jobs = useLive(
    'jobs',
    useApiQuery('/api/metrics/jobs', { tenantId: null }, { refetchInterval: REFRESH_MS.jobs }),
  );
  const chart = useMemo(() => {
    const points = jobs.data?.depth ?? [];
    return {
      times: points.map((p) => p.x),
      series: [
        {
          label: intl.formatMessage({ id: 'mission.queue.series' }),
          stroke: '#7c3aed',
          values: points.map((p) => p.queued),
        },
      ],
    };
  }, [jobs.data, intl]);
  return (
    <>
      <QueryState
        query={jobs}
        loadingLabel={intl.formatMessage({ id: 'mission.queue.loading' })}
        error={failure('jobs', intl)}
      >
        {(answer) => {
          const peak = peakOf(
            answer.depth,
            (p) => p.queued,
            (p) => p.x,
            intl.locale,
          );
          return (
            <>
              <p>
                {intl.formatMessage({ id: 'mission.queue.now' }, { count: answer.queued })}
                <span className="pt-visually-hidden">
                  {peak
                    ? intl.formatMessage(
                        { id: 'mission.queue.peak' },
                        {
                          most: formatCount(peak.value, intl),
                          at: peak.at,
                        },
                      )
                    : intl.formatMessage({ id: 'mission.queue.noSamples' })}
                </span>
              </p>
              <TimeChart label={intl.formatMessage({ id: 'mission.queue.chart' })} {...chart} />
            </>
          );
        }}
      </QueryState>
      <StaleNote live={jobs} />
    </>
  );
}

/** Mission Control's two charts (docs/product.md §2); times on the axes are the viewer's own. */
export function MissionCharts() {
  const intl = useIntl();
  return (
    <div className="mission-charts">
      <section className="pt-card" aria-labelledby="mission-requests">
        <h2 className="pt-card__title" id="mission-requests">
          {intl.formatMessage({ id: 'mission.requests' })}
        </h2>
        <RequestsErrorsChart />
      </section>
      <section className="pt-card" aria-labelledby="mission-queue">
        <h2 className="pt-card__title" id="mission-queue">
          {intl.formatMessage({ id: 'mission.queue' })}
        </h2>
        <QueueDepthChart />
      </section>
    </div>
  );
}
