import { useMemo, useState } from 'react';
import {
  Button,
  isApiError,
  QueryState,
  SelectField,
  Table,
  useApiQuery,
} from '@portico/frontend-kit';
import { defineMessages, useIntl, type Intl } from '../i18n';
import { Dependencies } from './Dependencies';
import { shown } from './format';
import { SlowQueries } from './SlowQueries';
import { TimeChart } from './TimeChart';
import { TraceDrawer } from './TraceDrawer';

const WINDOWS = ['1h', '24h', '7d', '30d'] as const;
type Window = (typeof WINDOWS)[number];

/** Said whenever a figure cannot be measured: Prometheus (or the metrics service) is away. */
export const METRICS_UNAVAILABLE = defineMessages({ x: { id: 'health.unavailable' } }).x;

const UPTIME_SPANS = ['p24h', 'p7d', 'p30d'] as const;
const UPTIME_LABELS = defineMessages({
  p24h: { id: 'health.uptime.24h' },
  p7d: { id: 'health.uptime.7d' },
  p30d: { id: 'health.uptime.30d' },
});
/** Latency percentiles, named as engineers write them in any language. */
const PERCENTILES = ['p50', 'p95', 'p99'] as const;

/** What each card failed to read, named in its error. */
const WHAT = defineMessages({
  uptime: { id: 'health.what.uptime' },
  requests: { id: 'health.what.requests' },
  latency: { id: 'health.what.latency' },
  messages: { id: 'health.what.messages' },
  endpoints: { id: 'health.what.endpoints' },
});

const failure = (what: keyof typeof WHAT, intl: Intl) => (cause: unknown) => {
  if (isApiError(cause) && cause.status === 503) return intl.formatMessage(METRICS_UNAVAILABLE);
  const name = intl.formatMessage(WHAT[what]);
  return isApiError(cause) && cause.status
    ? intl.formatMessage({ id: 'health.failedStatus' }, { what: name, status: cause.status })
    : intl.formatMessage({ id: 'health.failed' }, { what: name });
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="health-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** /super/health (docs/product.md §2 App Health), every figure from Prometheus via /api/metrics. */
export function AppHealth() {
  const intl = useIntl();
  const [range, setRange] = useState<Window>('24h');
  const [openTrace, setOpenTrace] = useState<{ traceId: string; requestId: string | null }>();
  const params = { query: { window: range } };
  const uptime = useApiQuery('/api/metrics/uptime', { tenantId: null });
  const traffic = useApiQuery('/api/metrics/requests-errors', { params, tenantId: null });
  const latency = useApiQuery('/api/metrics/latency', { params, tenantId: null });
  const endpoints = useApiQuery('/api/metrics/errors/top-endpoints', { params, tenantId: null });
  const messaging = useApiQuery('/api/metrics/messaging', { params, tenantId: null });

  const trafficSeries = useMemo(() => {
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
  const latencySeries = useMemo(() => {
    const points = latency.data?.points ?? [];
    return {
      times: points.map((p) => p.x),
      series: [
        { label: 'p50', stroke: '#16a34a', values: points.map((p) => p.p50) },
        { label: 'p95', stroke: '#d97706', values: points.map((p) => p.p95) },
        { label: 'p99', stroke: '#dc2626', values: points.map((p) => p.p99) },
      ],
    };
  }, [latency.data]);

  return (
    <div className="console">
      <div>
        <h1>{intl.formatMessage({ id: 'health.title' })}</h1>
        <p className="console__subtitle">{intl.formatMessage({ id: 'health.subtitle' })}</p>
      </div>
      <SelectField
        label={intl.formatMessage({ id: 'health.window' })}
        value={range}
        onChange={(event) => setRange(event.target.value as Window)}
        options={WINDOWS.map((w) => ({ value: w, label: w }))}
      />
      <section className="pt-card" aria-labelledby="health-uptime">
        <h2 className="pt-card__title" id="health-uptime">
          {intl.formatMessage({ id: 'health.uptime' })}
        </h2>
        <QueryState
          query={uptime}
          loadingLabel={intl.formatMessage({ id: 'health.uptime.loading' })}
          error={failure('uptime', intl)}
        >
          {(answer) => (
            <dl className="health-figures">
              {UPTIME_SPANS.map((span) => (
                <Figure
                  key={span}
                  label={intl.formatMessage(UPTIME_LABELS[span])}
                  value={shown(intl, answer[span], ' %', 2)}
                />
              ))}
            </dl>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="health-traffic">
        <h2 className="pt-card__title" id="health-traffic">
          {intl.formatMessage({ id: 'health.traffic' })}
        </h2>
        <QueryState
          query={traffic}
          loadingLabel={intl.formatMessage({ id: 'health.traffic.loading' })}
          error={failure('requests', intl)}
        >
          {(answer) => (
            <>
              <dl className="health-figures">
                <Figure
                  label={intl.formatMessage({ id: 'health.requests' })}
                  value={shown(intl, answer.requests, '')}
                />
                <Figure
                  label={intl.formatMessage({ id: 'health.errors' })}
                  value={shown(intl, answer.errors, '')}
                />
                <Figure
                  label={intl.formatMessage({ id: 'health.errorRate' })}
                  value={shown(
                    intl,
                    answer.error_rate === null ? null : answer.error_rate * 100,
                    ' %',
                    2,
                  )}
                />
              </dl>
              <TimeChart
                label={intl.formatMessage({ id: 'health.traffic.chart' }, { range })}
                {...trafficSeries}
              />
            </>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="health-latency">
        <h2 className="pt-card__title" id="health-latency">
          {intl.formatMessage({ id: 'health.latency' })}
        </h2>
        <QueryState
          query={latency}
          loadingLabel={intl.formatMessage({ id: 'health.latency.loading' })}
          error={failure('latency', intl)}
        >
          {(answer) => (
            <>
              <dl className="health-figures">
                {PERCENTILES.map((p) => (
                  <Figure key={p} label={p} value={shown(intl, answer[p], ' ms')} />
                ))}
              </dl>
              <TimeChart
                label={intl.formatMessage({ id: 'health.latency.chart' }, { range })}
                unit=" ms"
                {...latencySeries}
              />
            </>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="health-messaging">
        <h2 className="pt-card__title" id="health-messaging">
          {intl.formatMessage({ id: 'health.messages' })}
        </h2>
        <QueryState
          query={messaging}
          loadingLabel={intl.formatMessage({ id: 'health.messages.loading' })}
          error={failure('messages', intl)}
        >
          {(answer) => (
            <dl className="health-figures">
              <Figure
                label={intl.formatMessage({ id: 'health.messages.streams' })}
                value={shown(intl, answer.live_streams, '')}
              />
              <Figure
                label={intl.formatMessage({ id: 'health.messages.count' }, { range })}
                value={shown(intl, answer.messages, '')}
              />
              <Figure
                label={intl.formatMessage({ id: 'health.messages.posted' })}
                value={shown(intl, answer.inbound_posted, '')}
              />
              <Figure
                label={intl.formatMessage({ id: 'health.messages.refused' })}
                value={shown(intl, answer.inbound_refused, '')}
              />
            </dl>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="health-endpoints">
        <h2 className="pt-card__title" id="health-endpoints">
          {intl.formatMessage({ id: 'health.endpoints' })}
        </h2>
        <QueryState
          query={endpoints}
          loadingLabel={intl.formatMessage({ id: 'health.endpoints.loading' })}
          error={failure('endpoints', intl)}
          isEmpty={(answer) => answer.endpoints.length === 0}
          empty={
            <p className="console__subtitle">
              {intl.formatMessage({ id: 'health.endpoints.empty' })}
            </p>
          }
        >
          {(answer) => (
            <Table
              caption={intl.formatMessage({ id: 'health.endpoints.caption' })}
              rowKey={(row) => row.endpoint}
              rows={answer.endpoints}
              columns={[
                {
                  key: 'endpoint',
                  header: intl.formatMessage({ id: 'health.endpoints.endpoint' }),
                  render: (row) => <code>{row.endpoint}</code>,
                },
                {
                  key: 'errors',
                  header: intl.formatMessage({ id: 'health.errors' }),
                  render: (row) => shown(intl, row.error_pct, ' %', 1),
                },
                {
                  key: 'requests',
                  header: intl.formatMessage({ id: 'health.requests' }),
                  render: (row) => shown(intl, row.requests, ''),
                },
                {
                  key: 'last',
                  header: intl.formatMessage({ id: 'health.endpoints.lastFailure' }),
                  render: (row) =>
                    row.last_request_id ? (
                      <>
                        <code>{row.last_request_id}</code>
                        {row.last_error_at && (
                          <span className="console__subtitle">
                            {intl.formatMessage(
                              { id: 'health.endpoints.at' },
                              {
                                when: intl.formatDateTime(row.last_error_at),
                              },
                            )}
                          </span>
                        )}
                      </>
                    ) : (
                      '–'
                    ),
                },
                {
                  key: 'trace',
                  header: intl.formatMessage({ id: 'health.trace' }),
                  render: (row) =>
                    row.last_trace_id ? (
                      <Button
                        variant="secondary"
                        aria-label={intl.formatMessage(
                          { id: 'health.trace.open.label' },
                          { endpoint: row.endpoint },
                        )}
                        onClick={() =>
                          setOpenTrace({
                            traceId: row.last_trace_id!,
                            requestId: row.last_request_id,
                          })
                        }
                      >
                        {intl.formatMessage({ id: 'health.trace.open' })}
                      </Button>
                    ) : (
                      '–'
                    ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>
      {openTrace && (
        <TraceDrawer
          traceId={openTrace.traceId}
          requestId={openTrace.requestId}
          onClose={() => setOpenTrace(undefined)}
        />
      )}
      <SlowQueries window={range} />
      <Dependencies />
    </div>
  );
}
