/**
 * App Health RPCs answered from Prometheus (super admins only). Figures Prometheus has no data
 * for come back as -1 or as an empty series; when it cannot be asked at all the call fails
 * with UNAVAILABLE 'Prometheus is unavailable' and the console says so.
 */
import { namesCaller, unary, type CallContext } from '@portico/kit';
import type { metricsV1 } from '@portico/proto';
import {
  finiteOrNull,
  parseRuleWindow,
  parseWindow,
  promql,
  rangeFor,
  RULE_WINDOWS,
  stepFor,
  WINDOWS,
} from '../domain/health';
import type { PrometheusClient, PromSeries } from '../prometheus/client';
import { requireSuperAdmin } from './audit';

const ABSENT = -1;
/** The Endpoint Error Explorer lists the worst ten. */
const TOP_ENDPOINTS = 10;

const first = (rows: { value: number }[]) => finiteOrNull(rows[0]?.value ?? Number.NaN);

/** One series' values by timestamp (a sum has a single series, or none without data). */
function byTime(series: PromSeries[]): Map<number, number> {
  return new Map((series[0]?.values ?? []).map(([t, v]) => [t, Number(v)]));
}

function span(window: string) {
  const seconds = WINDOWS[parseWindow(window)];
  const end = new Date();
  const start = new Date(end.getTime() - seconds * 1000);
  const step = stepFor(seconds);
  return { seconds, start, end, step, range: rangeFor(step), whole: `${seconds}s` };
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export function healthHandlers(prometheus: PrometheusClient) {
  return {
    GetRequestsErrors: unary(async (req: metricsV1.WindowRequest__Output, ctx: CallContext) => {
      requireSuperAdmin(ctx);
      const w = span(req.window);
      const [requests, errors, total, failed] = await Promise.all([
        prometheus.range(promql.requests(w.range), w.start, w.end, w.step),
        prometheus.range(promql.errors(w.range), w.start, w.end, w.step),
        prometheus.instant(promql.requests(w.whole), w.end),
        prometheus.instant(promql.errors(w.whole), w.end),
      ]);
      const errorsAt = byTime(errors);
      const points = [...byTime(requests)].map(([t, value]) => ({
        x: iso(t),
        requests: value,
        errors: errorsAt.get(t) ?? 0,
      }));
      const all = first(total);
      const bad = first(failed) ?? 0;
      return { points, error_rate: all ? bad / all : ABSENT, requests: all ?? ABSENT, errors: bad };
    }),

    GetMessagingActivity: unary(async (req: metricsV1.WindowRequest__Output, ctx: CallContext) => {
      requireSuperAdmin(ctx);
      const w = span(req.window);
      const [posted, inbound, streams] = await Promise.all([
        prometheus.instant(promql.messagesPosted(w.whole), w.end),
        prometheus.instant(promql.inboundMail(w.whole), w.end),
        prometheus.instant(promql.liveStreams(), w.end),
      ]);
      const mailPosted = inbound.find((row) => row.metric.outcome === 'posted');
      const refused = inbound.filter((row) => row.metric.outcome !== 'posted');
      const sum = (rows: { value: number }[]) =>
        rows.reduce((total, row) => total + (Number.isFinite(row.value) ? row.value : 0), 0);
      const fromPortal = first(posted);
      const byEmail = mailPosted ? finiteOrNull(mailPosted.value) : null;
      return {
        // A reply by email is a message too.
        messages:
          fromPortal === null && byEmail === null ? ABSENT : (fromPortal ?? 0) + (byEmail ?? 0),
        live_streams: first(streams) ?? ABSENT,
        inbound_posted: inbound.length === 0 ? ABSENT : (byEmail ?? 0),
        inbound_refused: inbound.length === 0 ? ABSENT : sum(refused),
      };
    }),

    GetErrorRate: unary(async (req: metricsV1.ErrorRateRequest__Output, ctx: CallContext) => {
      // The rule evaluator is a background job with no caller; any call naming one must be a
      // super admin's, as for every other figure here.
      if (namesCaller(ctx)) requireSuperAdmin(ctx);
      const whole = `${RULE_WINDOWS[parseRuleWindow(req.window)]}s`;
      const now = new Date();
      const [total, failed] = await Promise.all([
        prometheus.instant(promql.requests(whole), now),
        prometheus.instant(promql.errors(whole), now),
      ]);
      const all = first(total);
      const bad = first(failed) ?? 0;
      return { error_rate: all ? bad / all : ABSENT, requests: all ?? 0, errors: bad };
    }),

    GetLatency: unary(async (req: metricsV1.WindowRequest__Output, ctx: CallContext) => {
      requireSuperAdmin(ctx);
      const w = span(req.window);
      const quantiles = [0.5, 0.95, 0.99] as const;
      const [series, overall] = await Promise.all([
        Promise.all(
          quantiles.map((q) =>
            prometheus.range(promql.latency(q, w.range), w.start, w.end, w.step),
          ),
        ),
        Promise.all(quantiles.map((q) => prometheus.instant(promql.latency(q, w.whole), w.end))),
      ]);
      const [p50, p95, p99] = series.map(byTime) as [
        Map<number, number>,
        Map<number, number>,
        Map<number, number>,
      ];
      const ms = (seconds: number | null | undefined) =>
        seconds === null || seconds === undefined || !Number.isFinite(seconds)
          ? ABSENT
          : seconds * 1000;
      const points = [...p50].map(([t, value]) => ({
        x: iso(t),
        p50: ms(value),
        p95: ms(p95.get(t)),
        p99: ms(p99.get(t)),
      }));
      const [o50, o95, o99] = overall.map(first);
      return { points, p50: ms(o50), p95: ms(o95), p99: ms(o99) };
    }),

    ListTopEndpoints: unary(async (req: metricsV1.WindowRequest__Output, ctx: CallContext) => {
      requireSuperAdmin(ctx);
      const w = span(req.window);
      const [requests, errors] = await Promise.all([
        prometheus.instant(promql.requestsByRoute(w.whole), w.end),
        prometheus.instant(promql.errorsByRoute(w.whole), w.end),
      ]);
      const key = (metric: Record<string, string>) =>
        `${metric.method ?? ''} ${metric.route ?? ''}`;
      const totals = new Map(requests.map((row) => [key(row.metric), row.value]));
      const endpoints = errors
        .filter((row) => Number.isFinite(row.value) && row.value > 0)
        .map((row) => {
          const total = totals.get(key(row.metric)) ?? row.value;
          return {
            endpoint: key(row.metric),
            error_pct: total > 0 ? (row.value / total) * 100 : 100,
            requests: total,
            // Prometheus counts failures; which request failed last lives in the gateway's logs.
            last_error_at: '',
            last_request_id: '',
            last_trace_id: '',
          };
        })
        .sort((a, b) => b.error_pct - a.error_pct || b.requests - a.requests)
        .slice(0, TOP_ENDPOINTS);
      return { endpoints };
    }),

    GetUptime: unary(async (_req: metricsV1.GetUptimeRequest__Output, ctx: CallContext) => {
      requireSuperAdmin(ctx);
      const now = new Date();
      const [day, week, month] = await Promise.all(
        (['24h', '7d', '30d'] as const).map((w) =>
          prometheus.instant(promql.uptime(`${WINDOWS[w]}s`), now),
        ),
      );
      const pct = (rows: { value: number }[]) => {
        const value = first(rows);
        return value === null ? ABSENT : value * 100;
      };
      return { p24h: pct(day!), p7d: pct(week!), p30d: pct(month!) };
    }),
  };
}
