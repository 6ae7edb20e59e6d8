/**
 * The last 5xx answer of each route in this gateway process, with its request id and trace
 * id: Prometheus counts failures but cannot say which request failed, and App Health's top
 * failing endpoints open that request's trace. Kept per app (express `app.locals`), bounded
 * by the number of declared routes.
 */
import type { Application } from 'express';

export interface LastFailure {
  at: Date;
  requestId: string;
  traceId: string;
}

const KEY = 'porticoLastFailures';

function table(app: Application): Map<string, LastFailure> {
  const locals = app.locals as Record<string, unknown>;
  if (!(locals[KEY] instanceof Map)) locals[KEY] = new Map<string, LastFailure>();
  return locals[KEY] as Map<string, LastFailure>;
}

/** `endpoint` is "<METHOD> <route pattern>", as the HTTP metrics label it. */
export function recordFailure(app: Application, endpoint: string, failure: LastFailure): void {
  table(app).set(endpoint, failure);
}

export function lastFailure(app: Application, endpoint: string): LastFailure | undefined {
  return table(app).get(endpoint);
}
