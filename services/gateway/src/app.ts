/**
 * The gateway's Express application: request context and metrics first, then its own
 * health and metrics, the product API (routes registered by feature), the built
 * frontends, and last the error handler that turns every failure into `{ error, code }`.
 */
import express, { Router } from 'express';
import helmet from 'helmet';
import type { Registry } from 'prom-client';
import { httpMetrics, SERVICE_NAMES, type Logger } from '@portico/kit';
import { parsesAsJson } from './api/mount';
import { refuseOtherCharsets } from './api/validation';
import { errorHandler, notFoundHandler } from './http/errors';
import { servicesHealthRouter, type HealthProbe } from './http/health';
import { requestContext } from './http/request-context';

/**
 * The strict policy of the app (issue 10): only this origin's scripts, styles and data; no
 * plugins, no <base>, never framed. Images may come from tenants' logo URLs (https) and data
 * URIs; embeds (the Embed Manager's iframes) may frame https pages until a per-tenant
 * frame-src replaces that. `style-src 'unsafe-inline'` covers style attributes React renders;
 * scripts stay strict.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: the file preview shows bytes it fetched with the session (images, PDF) as blob URLs
  // this page made itself; never another origin's.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:', 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

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
  // Every page, script and API answer carries the browser hardening (helmet). HSTS only when
  // the request came over HTTPS (req.secure honours the trusted proxy's X-Forwarded-Proto):
  // sent over plain HTTP it would pin localhost to HTTPS.
  const harden = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remotes' scripts and the API are fetched from the shell's own origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  app.use(harden, (req, res, next) => (req.secure ? hsts(req, res, next) : next()));

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
  // Routes declared rawBody get their bytes untouched (see api/mount.ts).
  api.use(refuseOtherCharsets, express.json({ limit: '1mb', type: parsesAsJson }));
  options.registerApi?.(api);
  app.use(api);
  app.use('/api', notFoundHandler);

  if (options.frontends) app.use(options.frontends);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
