/**
 * Per-request plumbing: a request id (the caller's `x-request-id` when it looks like one,
 * else a new uuid) echoed in the response, a child logger carrying it, and the HTTP
 * metrics observed by route pattern (not raw path, so ids don't explode label cardinality).
 */
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { HttpMetrics, Logger } from '@portico/kit';

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
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observe(req.method, routeLabel(req), res.statusCode, seconds);
    });
    next();
  };
}

function routeLabel(req: Parameters<RequestHandler>[0]): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  if (req.path.startsWith('/api/')) return 'unmatched';
  return 'static';
}
