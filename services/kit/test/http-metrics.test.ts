/**
 * The gateway's requests in flight (`http_requests_in_flight`): what make resilience reads to
 * show a slow dependency does not make requests pile up (docs/resilience.md).
 */
import { Registry } from 'prom-client';
import { httpMetrics } from '../src/http/metrics';

async function inFlight(registry: Registry): Promise<number> {
  const metric = await registry.getSingleMetric('http_requests_in_flight')?.get();
  return metric?.values[0]?.value ?? Number.NaN;
}

it('counts a request from when it arrives until it is answered or abandoned, once', async () => {
  const registry = new Registry();
  const metrics = httpMetrics(registry);
  const answered = metrics.begin();
  const abandoned = metrics.begin();
  expect(await inFlight(registry)).toBe(2);

  answered();
  // Ended twice (an answer, then its connection closing), counted off once.
  answered();
  expect(await inFlight(registry)).toBe(1);
  abandoned();
  expect(await inFlight(registry)).toBe(0);
});
