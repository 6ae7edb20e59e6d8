/**
 * The gateway's shell around the API: every failure leaves as `{ error, code }` with the right
 * status, request ids travel, /api/healthz names each service, and readiness drains.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { conflict, DomainError, rateLimited, type ServiceName } from '@portico/kit';
import { createGatewayApp } from '../../src/app';
import type { ServingStatus } from '../../src/http/health';

describe('gateway app', () => {
  let server: http.Server;
  let base: string;
  let draining = false;
  const status: Partial<Record<ServiceName, ServingStatus>> = {};

  beforeAll(async () => {
    const app = createGatewayApp({
      logger: pino({ level: 'silent' }),
      registry: new Registry(),
      probe: async (service) => status[service] ?? 'SERVING',
      isDraining: () => draining,
      registerApi: (router) => {
        router.post('/api/echo', (req, res) => void res.json(req.body));
        router.get('/api/taken', () => {
          throw conflict('This subdomain is already taken.', 'taken');
        });
        router.get('/api/limited', () => {
          throw rateLimited('Too many attempts. Please try again later.', 42);
        });
        router.get('/api/precondition', () => {
          throw new DomainError('FAILED_PRECONDITION', 'Finish the plan step first.');
        });
        router.get('/api/boom', () => {
          throw new Error('connection string postgres://secret@db');
        });
      },
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    [
      '/api/taken',
      409,
      { error: 'This subdomain is already taken.', code: 'ALREADY_EXISTS', reason: 'taken' },
    ],
    [
      '/api/precondition',
      422,
      { error: 'Finish the plan step first.', code: 'FAILED_PRECONDITION' },
    ],
    ['/api/nowhere', 404, { error: 'Not found', code: 'NOT_FOUND' }],
  ])('GET %s answers %i with the message and code', async (path, httpStatus, body) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(httpStatus);
    expect(await response.json()).toEqual(body);
  });

  it('tells a rate-limited caller when to come back', async () => {
    const response = await fetch(`${base}/api/limited`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.json()).toMatchObject({ code: 'RESOURCE_EXHAUSTED' });
  });

  it('never leaks an unexpected error, and answers 500', async () => {
    const response = await fetch(`${base}/api/boom`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain('postgres://');
    // Only a product message and the request id to quote to support (the log has the rest).
    expect(JSON.parse(body)).toEqual({
      error: 'Something went wrong. Please try again.',
      code: 'INTERNAL',
      request_id: response.headers.get('x-request-id'),
    });
  });

  it('answers malformed JSON with 400 instead of 500', async () => {
    const response = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Malformed request body',
      code: 'INVALID_ARGUMENT',
    });
  });

  it('echoes a well-formed request id and replaces a hostile one', async () => {
    const kept = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'req-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('req-12345678');
    const replaced = await fetch(`${base}/healthz`, {
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports every service at /api/healthz and 503 when one is not serving', async () => {
    const healthy = await fetch(`${base}/api/healthz`);
    expect(healthy.status).toBe(200);
    status.billing = 'NOT_SERVING';
    const degraded = await fetch(`${base}/api/healthz`);
    expect(degraded.status).toBe(503);
    expect(await degraded.json()).toMatchObject({
      status: 'DEGRADED',
      services: { billing: 'NOT_SERVING', identity: 'SERVING', metrics: 'SERVING' },
    });
    delete status.billing;
  });

  it('counts requests by route pattern for Prometheus', async () => {
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(
      /http_requests_total\{method="GET",route="\/api\/taken",status="409"\} \d+/,
    );
  });

  it('turns not ready once shutdown begins', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    draining = true;
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    draining = false;
  });
});
