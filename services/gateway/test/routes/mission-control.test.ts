/**
 * Mission Control's figures as the gateway answers them from the owners' replies: active users
 * counted from today's 00:00 UTC, storage in bytes and decimal terabytes with no quota as null
 * (never 0 % of nothing), the queue now and its samples, and only breaching enabled rules as
 * Active Alerts, newest first. A tenant admin is refused before any service is asked.
 */
import { startRoutesHarness, type RoutesHarness } from './harness';

let api: RoutesHarness;
let superAdmin: string;
const asked: { method: string; request: unknown }[] = [];
let storage = { used_bytes: '2500000000000', quota_bytes: '0' };

const fake = (answers: Record<string, (request: never) => unknown>) =>
  Object.fromEntries(
    Object.entries(answers).map(([method, answer]) => [
      method,
      async (request: never) => {
        asked.push({ method, request });
        return answer(request);
      },
    ]),
  );

beforeAll(async () => {
  api = await startRoutesHarness(
    { owner: { acme: 'admin' } },
    {
      metrics: fake({ GetActiveUsers: () => ({ today: 12, tenants: 4 }) }),
      content: fake({
        GetPlatformStorage: () => ({
          ...storage,
          file_count: 30,
          tenants: 3,
          unlimited_tenants: 3,
        }),
      }),
      notifications: fake({
        GetQueueDepth: () => ({ queued: 2, running: 1, failed_last_24h: 0 }),
        ListQueueDepthSamples: () => ({
          samples: [
            { at: '2026-11-22T10:00:00.000Z', queued: 4 },
            { at: '2026-11-22T10:01:00.000Z', queued: 2 },
          ],
        }),
        ListRules: () => ({
          rules: [
            rule('quiet', { breaching: false }),
            rule('off', { enabled: false, breaching: true }),
            rule('older', { last_triggered_at: '2026-11-22T09:00:00.000Z' }),
            rule('newer', {
              last_triggered_at: '2026-11-22T11:00:00.000Z',
              metric: 'errorRate',
              last_value: 0.073,
              last_evaluated_at: '2026-11-22T11:05:00.000Z',
            }),
          ],
        }),
      }),
    },
  );
  superAdmin = api.tokenFor({ sub: 'root', sa: true });
});
afterAll(() => api.close());
beforeEach(() => {
  asked.length = 0;
});

function rule(id: string, extra: Record<string, unknown>) {
  return {
    id,
    metric: 'queueDepth',
    op: '>',
    value: 10,
    window: '5m',
    actions: [],
    enabled: true,
    breaching: true,
    last_triggered_at: '',
    created_at: '2026-11-01T00:00:00.000Z',
    last_value: 0,
    last_evaluated_at: '',
    ...extra,
  };
}

it("counts active users from today's 00:00 UTC", async () => {
  const response = await api.call('GET', '/api/metrics/active-users', { token: superAdmin });
  const now = new Date();
  const midnight = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
  expect(response).toMatchObject({ status: 200, body: { today: 12, tenants: 4, since: midnight } });
  expect(asked).toEqual([{ method: 'GetActiveUsers', request: { since: midnight } }]);
});

it('gives storage in bytes and decimal terabytes, with no quota as null rather than a share', async () => {
  storage = { used_bytes: '2500000000000', quota_bytes: '0' };
  expect((await api.call('GET', '/api/metrics/storage', { token: superAdmin })).body).toEqual({
    usedTb: 2.5,
    quotaTb: null,
    usedBytes: 2_500_000_000_000,
    quotaBytes: null,
    files: 30,
    tenants: 3,
    unlimitedTenants: 3,
  });
  storage = { used_bytes: '250000000000', quota_bytes: '1000000000000' };
  expect((await api.call('GET', '/api/metrics/storage', { token: superAdmin })).body).toMatchObject(
    {
      usedTb: 0.25,
      quotaTb: 1,
    },
  );
});

it('gives the jobs queued now and the last 24 hours of samples', async () => {
  const response = await api.call('GET', '/api/metrics/jobs', { token: superAdmin });
  expect(response.body).toEqual({
    queued: 2,
    depth: [
      { x: '2026-11-22T10:00:00.000Z', queued: 4 },
      { x: '2026-11-22T10:01:00.000Z', queued: 2 },
    ],
  });
  expect(asked).toContainEqual({ method: 'ListQueueDepthSamples', request: { hours: 24 } });
});

it('lists only enabled rules breaching now, the newest breach first, with what each measured', async () => {
  const response = await api.call('GET', '/api/metrics/alerts', { token: superAdmin });
  expect(response.body.alerts).toEqual([
    {
      id: 'newer',
      metric: 'errorRate',
      op: '>',
      value: 10,
      window: '5m',
      since: '2026-11-22T11:00:00.000Z',
      observed: 0.073,
      evaluatedAt: '2026-11-22T11:05:00.000Z',
    },
    // Never evaluated with a figure: no observation, rather than a 0 that was never measured.
    expect.objectContaining({
      id: 'older',
      since: '2026-11-22T09:00:00.000Z',
      observed: null,
      evaluatedAt: null,
    }),
  ]);
});

it('refuses every figure to a tenant admin, asking no service', async () => {
  const owner = api.tokenFor({ sub: 'owner' });
  for (const path of ['active-users', 'storage', 'jobs', 'alerts'])
    expect(
      (await api.call('GET', `/api/metrics/${path}`, { token: owner, tenant: 'acme' })).status,
    ).toBe(403);
  expect(asked).toEqual([]);
});
