/**
 * App Health and Mission Control figures (docs/product.md §7 /api/metrics/*), super admins only,
 * from the metrics service's PromQL. A figure Prometheus has no data for is null; when
 * Prometheus cannot be asked the answer is 503 'Prometheus is unavailable', never a number.
 */
import { tracingEnabled } from '@portico/kit/telemetry/tracing';
import { z } from 'zod';
import { AUDIENCES } from '@portico/rules';
import { route } from '../../api/route';
import { callContext } from '../../auth/principal';
import { lastFailure } from '../../http/last-failures';
import { askEveryService } from '../../platform/opsFanout';

const WINDOW = z
  .enum(['1h', '24h', '7d', '30d'], { error: 'window must be 1h, 24h, 7d or 30d' })
  .optional();
const windowQuery = z.object({ window: WINDOW }).strict();

/** The service sends -1 for "no data": the browser gets null, so nobody charts a made-up -1. */
const figure = (value: number): number | null => (value < 0 ? null : value);
const Figure = z.number().nullable();

/** ok, degraded and not_used as the service said; anything else is down: never guessed. */
const dependencyStatus = (status: string): 'ok' | 'degraded' | 'down' | 'not_used' =>
  status === 'ok' || status === 'degraded' || status === 'not_used' ? status : 'down';

const TRACE_ID = /^[0-9a-fA-F]{32}$/;
/** OTLP's numeric span kinds and status codes, named for the browser. */
const SPAN_KINDS = ['internal', 'internal', 'server', 'client', 'producer', 'consumer'] as const;
const SPAN_STATUS = ['unset', 'ok', 'error'] as const;

export const metricsRoutes = [
  route({
    method: 'GET',
    path: '/api/metrics/uptime',
    summary: "Share of Prometheus's scrapes the gateway answered, 24h/7d/30d, in percent",
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: z.object({}).strict(),
    response: z.object({ p24h: Figure, p7d: Figure, p30d: Figure }),
    handler: async ({ req, deps }) => {
      const uptime = await deps.services.metrics.GetUptime({}, callContext(req));
      return { p24h: figure(uptime.p24h), p7d: figure(uptime.p7d), p30d: figure(uptime.p30d) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/requests-errors',
    summary: 'Gateway requests and 5xx errors over a window, as a series and totals',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: windowQuery,
    response: z.object({
      points: z.array(z.object({ x: z.string(), requests: z.number(), errors: z.number() })),
      requests: Figure,
      errors: z.number(),
      error_rate: Figure.describe('errors / requests, 0..1'),
    }),
    handler: async ({ query, req, deps }) => {
      const answer = await deps.services.metrics.GetRequestsErrors(
        { window: query.window ?? '24h' },
        callContext(req),
      );
      return {
        points: answer.points.map((p) => ({ x: p.x, requests: p.requests, errors: p.errors })),
        requests: figure(answer.requests),
        errors: answer.errors,
        error_rate: figure(answer.error_rate),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/messaging',
    summary:
      'Messages over a window (Mission Control) and, for App Health, live streams open now and replies by email posted or refused',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: windowQuery,
    response: z.object({
      messages: Figure.describe('Posted in the portal, through the API or by email'),
      live_streams: Figure.describe('Open now on every gateway replica'),
      inbound_posted: Figure,
      inbound_refused: Figure.describe('Replies by email refused (sender, token, size) or failed'),
    }),
    handler: async ({ query, req, deps }) => {
      const answer = await deps.services.metrics.GetMessagingActivity(
        { window: query.window ?? '24h' },
        callContext(req),
      );
      return {
        messages: figure(answer.messages),
        live_streams: figure(answer.live_streams),
        inbound_posted: figure(answer.inbound_posted),
        inbound_refused: figure(answer.inbound_refused),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/latency',
    summary: 'Gateway latency p50/p95/p99 in milliseconds from its histogram',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: windowQuery,
    response: z.object({
      points: z.array(z.object({ x: z.string(), p50: Figure, p95: Figure, p99: Figure })),
      p50: Figure,
      p95: Figure,
      p99: Figure,
    }),
    handler: async ({ query, req, deps }) => {
      const answer = await deps.services.metrics.GetLatency(
        { window: query.window ?? '24h' },
        callContext(req),
      );
      return {
        points: answer.points.map((p) => ({
          x: p.x,
          p50: figure(p.p50),
          p95: figure(p.p95),
          p99: figure(p.p99),
        })),
        p50: figure(answer.p50),
        p95: figure(answer.p95),
        p99: figure(answer.p99),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/errors/top-endpoints',
    summary: 'Gateway routes with the highest share of 5xx answers over a window',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: windowQuery,
    response: z.object({
      endpoints: z.array(
        z.object({
          endpoint: z.string(),
          error_pct: z.number(),
          requests: z.number(),
          last_error_at: z.string().nullable(),
          last_request_id: z.string().nullable(),
          last_trace_id: z.string().nullable(),
        }),
      ),
      tracing: z.boolean().describe('whether traces are recorded, so last_trace_id can be opened'),
    }),
    handler: async ({ query, req, deps }) => {
      const { endpoints } = await deps.services.metrics.ListTopEndpoints(
        { window: query.window ?? '24h' },
        callContext(req),
      );
      return {
        endpoints: endpoints.map((e) => {
          // Prometheus knows how many failed; the gateways remember which request failed last
          // (this replica's failures and those its peers reported, http/last-failures.ts).
          const last = lastFailure(req.app, e.endpoint);
          return {
            endpoint: e.endpoint,
            error_pct: e.error_pct,
            requests: e.requests,
            last_error_at: e.last_error_at || last?.at.toISOString() || null,
            last_request_id: e.last_request_id || last?.requestId || null,
            last_trace_id: e.last_trace_id || last?.traceId || null,
          };
        }),
        tracing: tracingEnabled(),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/traces/:traceId',
    summary:
      "One trace's spans from the metrics service's short-lived span store (the trace drawer); tracing false when this gateway records none",
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    params: z.object({
      traceId: z.string().regex(TRACE_ID, { error: 'trace id must be 32 hexadecimal characters' }),
    }),
    query: z.object({}).strict(),
    response: z.object({
      tracing: z.boolean(),
      trace_id: z.string(),
      spans: z.array(
        z.object({
          span_id: z.string(),
          parent_span_id: z.string().nullable(),
          service: z.string(),
          name: z.string(),
          kind: z.enum(['internal', 'server', 'client', 'producer', 'consumer']),
          started_at: z.string(),
          duration_ms: z.number(),
          status: z.enum(['unset', 'ok', 'error']),
          status_message: z.string().nullable(),
        }),
      ),
    }),
    handler: async ({ params, req, deps }) => {
      const traceId = params.traceId.toLowerCase();
      if (!tracingEnabled()) return { tracing: false, trace_id: traceId, spans: [] };
      const answer = await deps.services.metrics.GetTrace({ trace_id: traceId }, callContext(req));
      return {
        tracing: true,
        trace_id: traceId,
        spans: answer.spans.map((s) => ({
          span_id: s.span_id,
          parent_span_id: s.parent_span_id || null,
          service: s.service,
          name: s.name,
          kind: SPAN_KINDS[s.kind] ?? 'internal',
          started_at: s.started_at,
          duration_ms: s.duration_ms,
          status: SPAN_STATUS[s.status_code] ?? 'unset',
          status_message: s.status_message || null,
        })),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/db/slow-queries',
    summary:
      "Slowest statements of every service's own database (pg_stat_statements), by service; a service without statistics or without an answer is listed with the reason",
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: windowQuery,
    response: z.object({
      queries: z.array(
        z.object({
          service: z.string(),
          sql: z.string(),
          p95_ms: z
            .number()
            .describe('mean + 1.645 σ of pg_stat_statements, at most the slowest run'),
          mean_ms: z.number(),
          max_ms: z.number(),
          calls: z.number(),
          database: z.string(),
          last_seen: z.string().nullable(),
          suggested_index: z.string().nullable(),
        }),
      ),
      unavailable: z.array(z.object({ service: z.string(), reason: z.string() })),
    }),
    handler: async ({ req, deps }) => {
      const answers = await askEveryService(deps, callContext(req), (client, ctx) =>
        client.ListSlowQueries({ limit: 0 }, ctx),
      );
      const queries = answers.flatMap((a) =>
        a.ok
          ? a.answer.queries
              .map((q) => ({
                service: a.service,
                sql: q.sql,
                p95_ms: q.p95_ms,
                mean_ms: q.mean_ms,
                max_ms: q.max_ms,
                calls: Number(q.calls),
                database: q.database,
                last_seen: null,
                suggested_index: null,
              }))
              .sort((x, y) => y.p95_ms - x.p95_ms)
          : [],
      );
      const unavailable = answers.flatMap((a) =>
        !a.ok
          ? [{ service: a.service, reason: `did not answer: ${a.reason}` }]
          : a.answer.unavailable_reason
            ? [{ service: a.service, reason: a.answer.unavailable_reason }]
            : [],
      );
      return { queries, unavailable };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/dependencies',
    summary:
      "Every service's own connections (database, Kafka, SMTP, Stripe, Prometheus) checked now: ok, degraded, down or not_used; a service that does not answer is down",
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: z.object({}).strict(),
    response: z.object({
      dependencies: z.array(
        z.object({
          service: z.string(),
          provider: z.string(),
          status: z.enum(['ok', 'degraded', 'down', 'not_used']),
          latency_ms: z.number().nullable(),
          last_error: z.string().nullable(),
          note: z.string().nullable().describe('what is used instead, or a remark on an ok row'),
          checked_at: z.string(),
        }),
      ),
    }),
    handler: async ({ req, deps }) => {
      const checkedAt = new Date().toISOString();
      const answers = await askEveryService(deps, callContext(req), (client, ctx) =>
        client.ListDependencies({}, ctx),
      );
      return {
        dependencies: answers.flatMap((a) =>
          a.ok
            ? a.answer.dependencies.map((d) => {
                const status = dependencyStatus(d.status);
                const failing = status === 'down' || status === 'degraded';
                return {
                  service: a.service,
                  provider: d.name,
                  status,
                  latency_ms: d.latency_ms < 0 ? null : d.latency_ms,
                  last_error: failing ? d.reason || null : null,
                  note: failing ? null : d.reason || null,
                  checked_at: d.checked_at,
                };
              })
            : [
                {
                  service: a.service,
                  provider: 'service',
                  status: 'down' as const,
                  latency_ms: null,
                  last_error: a.reason,
                  note: null,
                  checked_at: checkedAt,
                },
              ],
        ),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/_debug/onboarding-events',
    summary: 'Onboarding event log, newest first: each saved step and each provisioned workspace',
    tag: 'Super',
    allow: AUDIENCES.superAdmins,
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).optional() }).strict(),
    response: z.object({
      events: z.array(
        z.object({
          id: z.string(),
          tenant_id: z.string().nullable(),
          user_id: z.string().nullable(),
          step: z.string(),
          details: z.record(z.string(), z.unknown()),
          created_at: z.string(),
        }),
      ),
    }),
    handler: async ({ query, req, deps }) => {
      const { events } = await deps.services.metrics.ListOnboardingEvents(
        { limit: query.limit ?? 100, tenant_id: '' },
        callContext(req),
      );
      return {
        events: events.map((e) => ({
          id: e.id,
          tenant_id: e.tenant_id || null,
          user_id: e.user_id || null,
          step: e.step,
          details: JSON.parse(e.details_json || '{}') as Record<string, unknown>,
          created_at: e.created_at,
        })),
      };
    },
  }),
];
