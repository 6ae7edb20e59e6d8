/**
 * App Health's per-service reads fan out to every service's ops service; a service the gateway
 * cannot ask is reported in its own row (down, or without statistics) and the page still gets
 * its answer, never a 500. The e2e and browser layers cover services that do answer.
 */
import { SERVICE_NAMES } from '@portico/kit';
import { initTracing } from '@portico/kit/telemetry/tracing';
import { startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;
let superAdmin: string;

beforeAll(async () => {
  initTracing('gateway-test', {});
  // This harness configures no service addresses, so no service can be asked.
  api = await startRoutesHarness({ owner: { acme: 'admin' } });
  superAdmin = api.tokenFor({ sub: 'root', sa: true });
});
afterAll(() => api.close());

it('reports each service it cannot ask as one down row, and still answers 200', async () => {
  const response = await api.call('GET', '/api/metrics/dependencies', { token: superAdmin });
  expect(response.status).toBe(200);
  expect(response.body.dependencies).toEqual(
    SERVICE_NAMES.map((service) =>
      expect.objectContaining({
        service,
        provider: 'service',
        status: 'down',
        last_error: 'no address configured',
      }),
    ),
  );
});

it('lists each service it cannot ask among those without statistics, inventing no query', async () => {
  const response = await api.call('GET', '/api/metrics/db/slow-queries', { token: superAdmin });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    queries: [],
    unavailable: SERVICE_NAMES.map((service) => ({
      service,
      reason: 'did not answer: no address configured',
    })),
  });
});

it('refuses both to a tenant admin', async () => {
  const owner = api.tokenFor({ sub: 'owner' });
  for (const path of ['/api/metrics/dependencies', '/api/metrics/db/slow-queries'])
    expect((await api.call('GET', path, { token: owner, tenant: 'acme' })).status).toBe(403);
});
