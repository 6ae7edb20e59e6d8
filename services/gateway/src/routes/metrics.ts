/**
 * App Health and Mission Control figures (spec part 2 §7 /api/metrics/*), super admins only,
 * from the metrics service's PromQL. A figure Prometheus has no data for is null; when
 * Prometheus cannot be asked the answer is 503 'Prometheus is unavailable', never a number.
 */
import { z } from 'zod';
import { route } from '../api/route';
import { callContext } from '../auth/principal';
import type { GatewayDeps } from './deps';

const WINDOW = z
  .enum(['1h', '24h', '7d', '30d'], { error: 'window must be 1h, 24h, 7d or 30d' })
  .optional();
const windowQuery = z.object({ window: WINDOW }).strict();

/** The service sends -1 for "no data": the browser gets null, so nobody charts a made-up -1. */
const figure = (value: number): number | null => (value < 0 ? null : value);
const Figure = z.number().nullable();

function metrics(deps: GatewayDeps) {
  const service = deps.services.metrics;
  if (!service) throw new Error('the metrics service is not configured');
  return service;
}

export const metricsRoutes = [
  route({
    method: 'GET',
    path: '/api/metrics/uptime',
    summary: "Share of Prometheus's scrapes the gateway answered, 24h/7d/30d, in percent",
    tag: 'Super',
    allow: 'super',
    query: z.object({}).strict(),
    response: z.object({ p24h: Figure, p7d: Figure, p30d: Figure }),
    handler: async ({ req, deps }) => {
      const uptime = await metrics(deps).GetUptime({}, callContext(req));
      return { p24h: figure(uptime.p24h), p7d: figure(uptime.p7d), p30d: figure(uptime.p30d) };
    },
  }),

  route({
    method: 'GET',
    path: '/api/metrics/requests-errors',
    summary: 'Gateway requests and 5xx errors over a window, as a series and totals',
    tag: 'Super',
    allow: 'super',
    query: windowQuery,
    response: z.object({
      points: z.array(z.object({ x: z.string(), requests: z.number(), errors: z.number() })),
      requests: Figure,
      errors: z.number(),
      error_rate: Figure.describe('errors / requests, 0..1'),
    }),
    handler: async ({ query, req, deps }) => {
      const answer = await metrics(deps).GetRequestsErrors(
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
    path: '/api/metrics/latency',
    summary: 'Gateway latency p50/p95/p99 in milliseconds from its histogram',
    tag: 'Super',
    allow: 'super',
    query: windowQuery,
    response: z.object({
      points: z.array(z.object({ x: z.string(), p50: Figure, p95: Figure, p99: Figure })),
      p50: Figure,
      p95: Figure,
      p99: Figure,
    }),
    handler: async ({ query, req, deps }) => {
      const answer = await metrics(deps).GetLatency(
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
    allow: 'super',
    query: windowQuery,
    response: z.object({
      endpoints: z.array(
        z.object({
          endpoint: z.string(),
          error_pct: z.number(),
          requests: z.number(),
          last_error_at: z.string().nullable(),
          last_request_id: z.string().nullable(),
        }),
      ),
    }),
    handler: async ({ query, req, deps }) => {
      const { endpoints } = await metrics(deps).ListTopEndpoints(
        { window: query.window ?? '24h' },
        callContext(req),
      );
      return {
        endpoints: endpoints.map((e) => ({
          endpoint: e.endpoint,
          error_pct: e.error_pct,
          requests: e.requests,
          last_error_at: e.last_error_at || null,
          last_request_id: e.last_request_id || null,
        })),
      };
    },
  }),
];
