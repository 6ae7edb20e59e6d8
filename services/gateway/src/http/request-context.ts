/**
 * Per-request plumbing: a request id (the caller's `x-request-id` when it looks like one,
 * else a new uuid) echoed in the response, a child logger carrying it, the HTTP metrics
 * observed by route pattern (not raw path, so ids don't explode label cardinality), and the
 * caller's W3C trace context made current, so gRPC calls made for this request continue the
 * browser's trace even when no tracing SDK records spans here.
 */
import { randomUUID } from 'node:crypto';
import { context, propagation, trace } from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import type { HttpMetrics, Logger } from '@portico/kit';
import { recordFailure } from './last-failures';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function requestContext(logger: Logger, metrics: HttpMetrics): RequestHandler {
  return (req, res, next) => {
    const incoming = req.header('x-request-id');
    req.id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ request_id: req.id });
    res.setHeader('x-request-id', req.id);
    const started = process.hrtime.bigint();
    // 'close' comes after 'finish', and alone when the caller hung up first; it comes once,
    // so `on` (no once-wrapper for an open stream to keep) and begin()'s end is idempotent.
    res.on('close', metrics.begin());
    // The HTTP instrumentation's span when tracing is on, else the caller's context (below).
    const traceAtStart =
      trace.getSpanContext(context.active()) ??
      trace.getSpanContext(propagation.extract(context.active(), req.headers));
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(req);
      metrics.observe(req.method, route, res.statusCode, seconds);
      if (res.statusCode >= 500) {
        const traceId =
          traceAtStart && trace.isSpanContextValid(traceAtStart) ? traceAtStart.traceId : '';
        recordFailure(req.app, `${req.method} ${route}`, {
          at: new Date(),
          requestId: req.id,
          traceId,
        });
      }
    });
    // With the SDK on, the HTTP instrumentation already made a server span from the header.
    if (trace.getSpan(context.active())) return next();
    context.with(propagation.extract(context.active(), req.headers), next);
  };
}

function routeLabel(req: Parameters<RequestHandler>[0]): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  if (req.path.startsWith('/api/')) return 'unmatched';
  return 'static';
}
