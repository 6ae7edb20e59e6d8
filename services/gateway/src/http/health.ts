/**
 * `/api/healthz`: the gateway asks every service's standard gRPC health service and
 * reports each one, so an operator (and the `make up` smoke test) sees at a glance which
 * part of the product is down. 200 only when all are SERVING.
 */
import { Router } from 'express';
import type { ServiceName } from '@portico/kit';

export type ServingStatus = 'SERVING' | 'NOT_SERVING' | 'UNKNOWN';
export type HealthProbe = (service: ServiceName) => Promise<ServingStatus>;

export function servicesHealthRouter(services: readonly ServiceName[], probe: HealthProbe): Router {
  const router = Router();
  router.get('/api/healthz', async (_req, res) => {
    const results = await Promise.all(
      services.map(async (service) => [service, await probe(service).catch(() => 'UNKNOWN')]),
    );
    const report = Object.fromEntries(results) as Record<ServiceName, ServingStatus>;
    const healthy = results.every(([, status]) => status === 'SERVING');
    res
      .status(healthy ? 200 : 503)
      .json({ status: healthy ? 'SERVING' : 'DEGRADED', services: report });
  });
  return router;
}
