import { useMemo, useState } from 'react';
import {
  Button,
  isApiError,
  QueryState,
  SelectField,
  Table,
  useApiQuery,
} from '@portico/frontend-kit';
import { Dependencies } from './Dependencies';
import { SlowQueries } from './SlowQueries';
import { TimeChart } from './TimeChart';
import { TraceDrawer } from './TraceDrawer';

const WINDOWS = ['1h', '24h', '7d', '30d'] as const;
type Window = (typeof WINDOWS)[number];

/** Said whenever a figure cannot be measured: Prometheus (or the metrics service) is away. */
export const METRICS_UNAVAILABLE = 'Prometheus is unavailable: no figures to show';

const failure = (what: string) => (cause: unknown) =>
  isApiError(cause) && cause.status === 503
    ? METRICS_UNAVAILABLE
    : isApiError(cause) && cause.status
      ? `Failed to load ${what} (${cause.status})`
      : `Error loading ${what}`;

/** A measured figure, or a dash when there is no data: never a made-up number. */
const shown = (value: number | null | undefined, unit: string, digits = 0) =>
  value === null || value === undefined ? '–' : `${value.toFixed(digits)}${unit}`;

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
        { label: 'Requests', stroke: '#2563eb', values: points.map((p) => p.requests) },
        { label: 'Errors', stroke: '#dc2626', values: points.map((p) => p.errors) },
      ],
    };
  }, [traffic.data]);
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
        <h1>App Health</h1>
        <p className="console__subtitle">Measured by Prometheus from the gateway</p>
      </div>
      <SelectField
        label="Window"
        value={range}
        onChange={(event) => setRange(event.target.value as Window)}
        options={WINDOWS.map((w) => ({ value: w, label: w }))}
      />
      <section className="pt-card" aria-labelledby="health-uptime">
        <h2 className="pt-card__title" id="health-uptime">
          Uptime
        </h2>
        <QueryState query={uptime} loadingLabel="Loading uptime" error={failure('uptime')}>
          {(answer) => (
            <dl className="health-figures">
              <Figure label="24h" value={shown(answer.p24h, ' %', 2)} />
              <Figure label="7d" value={shown(answer.p7d, ' %', 2)} />
              <Figure label="30d" value={shown(answer.p30d, ' %', 2)} />
            </dl>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="health-traffic">
        <h2 className="pt-card__title" id="health-traffic">
          Requests and errors
        </h2>
        <QueryState query={traffic} loadingLabel="Loading requests" error={failure('requests')}>
          {(answer) => (
            <>
              <dl className="health-figures">
                <Figure label="Requests" value={shown(answer.requests, '')} />
                <Figure label="Errors" value={shown(answer.errors, '')} />
                <Figure
                  label="Error rate"
                  value={shown(
                    answer.error_rate === null ? null : answer.error_rate * 100,
                    ' %',
                    2,
                  )}
                />
              </dl>
              <TimeChart label={`Requests and errors, last ${range}`} {...trafficSeries} />
            </>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="health-latency">
        <h2 className="pt-card__title" id="health-latency">
          Latency
        </h2>
        <QueryState query={latency} loadingLabel="Loading latency" error={failure('latency')}>
          {(answer) => (
            <>
              <dl className="health-figures">
                <Figure label="p50" value={shown(answer.p50, ' ms')} />
                <Figure label="p95" value={shown(answer.p95, ' ms')} />
                <Figure label="p99" value={shown(answer.p99, ' ms')} />
              </dl>
              <TimeChart label={`Latency, last ${range}`} unit=" ms" {...latencySeries} />
            </>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="health-messaging">
        <h2 className="pt-card__title" id="health-messaging">
          Messages
        </h2>
        <QueryState query={messaging} loadingLabel="Loading messages" error={failure('messages')}>
          {(answer) => (
            <dl className="health-figures">
              <Figure label="Live streams open" value={shown(answer.live_streams, '')} />
              <Figure label={`Messages, ${range}`} value={shown(answer.messages, '')} />
              <Figure label="Email replies posted" value={shown(answer.inbound_posted, '')} />
              <Figure label="Email replies refused" value={shown(answer.inbound_refused, '')} />
            </dl>
          )}
        </QueryState>
      </section>
      <section className="pt-card" aria-labelledby="health-endpoints">
        <h2 className="pt-card__title" id="health-endpoints">
          Endpoint Error Explorer
        </h2>
        <QueryState
          query={endpoints}
          loadingLabel="Loading endpoints"
          error={failure('endpoints')}
          isEmpty={(answer) => answer.endpoints.length === 0}
          empty={
            <p className="console__subtitle">No endpoint answered with an error in this window</p>
          }
        >
          {(answer) => (
            <Table
              caption="Endpoints by error share"
              rowKey={(row) => row.endpoint}
              rows={answer.endpoints}
              columns={[
                {
                  key: 'endpoint',
                  header: 'Endpoint',
                  render: (row) => <code>{row.endpoint}</code>,
                },
                { key: 'errors', header: 'Errors', render: (row) => shown(row.error_pct, ' %', 1) },
                { key: 'requests', header: 'Requests', render: (row) => shown(row.requests, '') },
                {
                  key: 'last',
                  header: 'Last failure',
                  render: (row) =>
                    row.last_request_id ? (
                      <>
                        <code>{row.last_request_id}</code>
                        {row.last_error_at && (
                          <span className="console__subtitle">
                            {' '}
                            {new Date(row.last_error_at).toLocaleString()}
                          </span>
                        )}
                      </>
                    ) : (
                      '–'
                    ),
                },
                {
                  key: 'trace',
                  header: 'Trace',
                  render: (row) =>
                    row.last_trace_id ? (
                      <Button
                        variant="secondary"
                        aria-label={`Open trace of ${row.endpoint}`}
                        onClick={() =>
                          setOpenTrace({
                            traceId: row.last_trace_id!,
                            requestId: row.last_request_id,
                          })
                        }
                      >
                        Open trace
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
