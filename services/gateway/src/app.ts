/**
 * The gateway's Express application: request context and metrics first, then its own
 * health and metrics, the product API (routes registered by feature), the built
 * frontends, and last the error handler that turns every failure into `{ error, code }`.
 */
import express, { Router } from 'express';
import type { Registry } from 'prom-client';
import { httpMetrics, SERVICE_NAMES, type Logger } from '@portico/kit';
import { refuseOtherCharsets } from './api/validation';
import { errorHandler, notFoundHandler } from './http/errors';
import { servicesHealthRouter, type HealthProbe } from './http/health';
import { requestContext } from './http/request-context';

export interface GatewayAppOptions {
  logger: Logger;
  registry: Registry;
  probe: HealthProbe;
  /** Mounts the product API under the given router (feature routes). */
  registerApi?: (router: Router) => void;
  /** Serves the built frontends when given (local mode). */
  frontends?: Router;
  trustProxy?: number;
  /** True once shutdown started: readiness answers 503 so load balancers move on. */
  isDraining?: () => boolean;
}

export function createGatewayApp(options: GatewayAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 0);
  app.use(requestContext(options.logger, httpMetrics(options.registry)));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    const draining = options.isDraining?.() ?? false;
    res.status(draining ? 503 : 200).json({ ready: !draining });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(options.registry.contentType).send(await options.registry.metrics());
  });
  app.use(servicesHealthRouter(SERVICE_NAMES, options.probe));

  // Paths match exactly as declared: `/API/me` and `/api/me/` are not `/api/me` (404).
  const api = Router({ caseSensitive: true, strict: true });
  api.use(refuseOtherCharsets, express.json({ limit: '1mb' }));
  options.registerApi?.(api);
  app.use(api);
  app.use('/api', notFoundHandler);

  if (options.frontends) app.use(options.frontends);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
