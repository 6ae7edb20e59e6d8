import { Registry } from 'prom-client';
import { startOpsServer, type OpsServer } from '../src/http/ops-server';
import { httpMetrics } from '../src/http/metrics';

describe('ops HTTP server', () => {
  let server: OpsServer;
  let databaseUp = true;
  const registry = new Registry();
  httpMetrics(registry).observe('GET', '/api/me', 200, 0.012);

  beforeAll(async () => {
    server = await startOpsServer({
      port: 0,
      host: '127.0.0.1',
      registry,
      readiness: [
        {
          name: 'database',
          check: async () => {
            if (!databaseUp) throw new Error('connection refused');
          },
        },
        { name: 'bus', check: async () => undefined },
      ],
    });
  });
  afterAll(() => server.close());

  const get = (path: string) => fetch(`http://127.0.0.1:${server.port}${path}`);

  it('answers liveness regardless of dependencies', async () => {
    databaseUp = false;
    expect((await get('/healthz')).status).toBe(200);
    databaseUp = true;
  });

  it('is ready only when every dependency answers, and names the one that does not', async () => {
    expect(await (await get('/readyz')).json()).toEqual({
      ready: true,
      checks: { database: 'ok', bus: 'ok' },
    });
    databaseUp = false;
    const response = await get('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      ready: false,
      checks: { database: 'connection refused', bus: 'ok' },
    });
    databaseUp = true;
  });

  it('serves Prometheus metrics including request counters by route and status', async () => {
    const body = await (await get('/metrics')).text();
    expect(body).toContain('http_requests_total{method="GET",route="/api/me",status="200"} 1');
    expect(body).toContain('http_request_duration_seconds_bucket');
  });

  it('turns not ready once draining, even with healthy dependencies', async () => {
    server.drain();
    const response = await get('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ready: false, checks: { shutdown: 'draining' } });
  });
});
