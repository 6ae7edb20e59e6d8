import { useMemo } from 'react';
import { isApiError, QueryState, useApiQuery } from '@portico/frontend-kit';
import { TimeChart } from '../health/TimeChart';
import { formatCount, formatTime } from './format';
import { REFRESH_MS, StaleNote, useLive } from './live';

const DAY = { query: { window: '24h' as const } };

const failure = (what: string) => (cause: unknown) =>
  isApiError(cause) && cause.status === 503
    ? 'Prometheus is unavailable: no figures to show'
    : `Error loading ${what}`;

/** The highest point of a series and when it was, for the text that stands beside a chart. */
function peakOf<T>(points: T[], value: (p: T) => number, time: (p: T) => string) {
  let best: T | undefined;
  for (const p of points) if (!best || value(p) > value(best)) best = p;
  return best ? { value: value(best), at: formatTime(time(best)) } : undefined;
}

function RequestsErrorsChart() {
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
        { label: 'Requests', stroke: '#2563eb', values: points.map((p) => p.requests) },
        { label: 'Errors', stroke: '#dc2626', values: points.map((p) => p.errors) },
      ],
    };
  }, [traffic.data]);
  return (
    <>
      <QueryState query={traffic} loadingLabel="Loading requests" error={failure('requests')}>
        {(answer) => {
          const peak = peakOf(
            answer.points,
            (p) => p.requests,
            (p) => p.x,
          );
          return (
            <>
              <p className="pt-visually-hidden">
                {answer.requests === null
                  ? 'No requests measured in the last 24 hours.'
                  : `Last 24 hours: ${formatCount(Math.round(answer.requests))} requests, ${formatCount(Math.round(answer.errors))} errors${
                      answer.error_rate === null
                        ? ''
                        : ` (${(answer.error_rate * 100).toFixed(2)} %)`
                    }.${peak ? ` Busiest at ${peak.at}.` : ''}`}
              </p>
              <TimeChart label="Requests and errors, last 24 hours" {...chart} />
            </>
          );
        }}
      </QueryState>
      <StaleNote live={traffic} />
    </>
  );
}

function QueueDepthChart() {
  const jobs = useLive(
    'jobs',
    useApiQuery('/api/metrics/jobs', { tenantId: null }, { refetchInterval: REFRESH_MS.jobs }),
  );
  const chart = useMemo(() => {
    const points = jobs.data?.depth ?? [];
    return {
      times: points.map((p) => p.x),
      series: [{ label: 'Queued jobs', stroke: '#7c3aed', values: points.map((p) => p.queued) }],
    };
  }, [jobs.data]);
  return (
    <>
      <QueryState
        query={jobs}
        loadingLabel="Loading the job queue"
        error={failure('the job queue')}
      >
        {(answer) => {
          const peak = peakOf(
            answer.depth,
            (p) => p.queued,
            (p) => p.x,
          );
          return (
            <>
              <p>
                {formatCount(answer.queued)} job{answer.queued === 1 ? '' : 's'} queued now
                <span className="pt-visually-hidden">
                  {peak
                    ? `. Over the last 24 hours, sampled each minute: at most ${formatCount(peak.value)}, at ${peak.at}.`
                    : '. No samples in the last 24 hours yet.'}
                </span>
              </p>
              <TimeChart label="Queued jobs, sampled each minute, last 24 hours" {...chart} />
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
  return (
    <div className="mission-charts">
      <section className="pt-card" aria-labelledby="mission-requests">
        <h2 className="pt-card__title" id="mission-requests">
          Requests &amp; Errors
        </h2>
        <RequestsErrorsChart />
      </section>
      <section className="pt-card" aria-labelledby="mission-queue">
        <h2 className="pt-card__title" id="mission-queue">
          Job Queue Depth
        </h2>
        <QueueDepthChart />
      </section>
    </div>
  );
}
