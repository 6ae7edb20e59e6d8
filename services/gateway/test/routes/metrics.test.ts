/**
 * /api/metrics/*: super admins get App Health's figures as the metrics service measured them,
 * "no data" (-1 from the service) as null rather than a number, 503 when Prometheus cannot be
 * asked, and a bad window is refused before anything is asked.
 */
import { initTracing } from '@portico/kit/telemetry/tracing';
import { startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;
let owner: string;
let superAdmin: string;

beforeAll(async () => {
  // As every gateway process does (telemetry/register): W3C trace context, nothing exported.
  initTracing('gateway-test', {});
  api = await startRoutesHarness({ owner: { acme: 'admin' } });
  owner = api.tokenFor({ sub: 'owner' });
  superAdmin = api.tokenFor({ sub: 'root', sa: true });
});
afterAll(() => api.close());
beforeEach(() => {
  api.calls.length = 0;
});

const metricsCalls = () => api.calls.filter((call) => call.service === 'metrics');

it('gives uptime in percent, null where Prometheus has no data yet', async () => {
  const response = await api.call('GET', '/api/metrics/uptime', { token: superAdmin });
  expect(response).toMatchObject({ status: 200, body: { p24h: 100, p7d: 99.5, p30d: null } });
});

it('gives requests and errors for the asked window, 24h by default', async () => {
  const response = await api.call('GET', '/api/metrics/requests-errors?window=7d', {
    token: superAdmin,
  });
  expect(response.body).toEqual({
    points: [{ x: '2026-11-21T10:00:00.000Z', requests: 10, errors: 2 }],
    requests: 10,
    errors: 2,
    error_rate: 0.2,
  });
  expect(metricsCalls()[0]?.request).toEqual({ window: '7d' });
  await api.call('GET', '/api/metrics/latency', { token: superAdmin });
  expect(metricsCalls()[1]).toMatchObject({ method: 'GetLatency', request: { window: '24h' } });
});

it('gives latency without inventing the percentiles it lacks', async () => {
  const response = await api.call('GET', '/api/metrics/latency', { token: superAdmin });
  expect(response.body).toEqual({ points: [], p50: 12, p95: null, p99: null });
});

it('answers 503 when Prometheus is unavailable', async () => {
  const response = await api.call('GET', '/api/metrics/requests-errors?window=30d', {
    token: superAdmin,
  });
  expect(response.status).toBe(503);
  expect(response.body).toMatchObject({ code: 'UNAVAILABLE' });
});

it('refuses an unknown window with the message, asking nothing', async () => {
  const response = await api.call('GET', '/api/metrics/latency?window=2y', { token: superAdmin });
  expect(response.status).toBe(400);
  expect(JSON.stringify(response.body)).toContain('window must be 1h, 24h, 7d or 30d');
  expect(metricsCalls()).toHaveLength(0);
});

it('refuses a tenant admin', async () => {
  const response = await api.call('GET', '/api/metrics/uptime', { token: owner, tenant: 'acme' });
  expect(response.status).toBe(403);
  expect(metricsCalls()).toHaveLength(0);
});

it('lists the failing endpoints, without a last request it does not know', async () => {
  const response = await api.call('GET', '/api/metrics/errors/top-endpoints?window=1h', {
    token: superAdmin,
  });
  expect(response.body).toEqual({
    endpoints: [
      {
        endpoint: 'GET /api/files',
        error_pct: 25,
        requests: 8,
        last_error_at: null,
        last_request_id: null,
        last_trace_id: null,
      },
    ],
    tracing: false,
  });
  expect(metricsCalls()[0]).toMatchObject({
    method: 'ListTopEndpoints',
    request: { window: '1h' },
  });
});

it("names the last failing request of an endpoint, with its request id and the caller's trace id", async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const failed = await api.call('GET', '/api/metrics/requests-errors?window=30d', {
    token: superAdmin,
    headers: {
      'x-request-id': 'req-failing-0001',
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
    },
  });
  expect(failed.status).toBe(503);
  const before = Date.now();
  const listed = await api.call('GET', '/api/metrics/errors/top-endpoints?window=7d', {
    token: superAdmin,
  });
  const endpoints = listed.body.endpoints as Array<Record<string, unknown>>;
  const row = endpoints.find((e) => e.endpoint === 'GET /api/metrics/requests-errors');
  expect(row).toMatchObject({ last_request_id: 'req-failing-0001', last_trace_id: traceId });
  expect(Date.parse(String(row?.last_error_at))).toBeLessThanOrEqual(before);
});

describe('a trace for the drawer', () => {
  const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

  it('says tracing is off when this gateway records no spans, asking nothing', async () => {
    const response = await api.call('GET', `/api/metrics/traces/${TRACE}`, { token: superAdmin });
    expect(response).toEqual({
      status: 200,
      body: { tracing: false, trace_id: TRACE, spans: [] },
    });
    expect(metricsCalls()).toHaveLength(0);
  });

  it('refuses an id that is not a trace id with the message', async () => {
    const response = await api.call('GET', '/api/metrics/traces/not-a-trace', {
      token: superAdmin,
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('trace id must be 32 hexadecimal characters');
  });

  it('refuses a tenant admin', async () => {
    const response = await api.call('GET', `/api/metrics/traces/${TRACE}`, {
      token: owner,
      tenant: 'acme',
    });
    expect(response.status).toBe(403);
  });
});
