/**
 * App Health from a real Prometheus (Debian's `prometheus`): it scrapes an HTTP process that
 * records its requests with the kit's metrics, as the gateway does. After a burst with a known
 * share of errors and of slow answers, the metrics service reports the request and error
 * figures and p99 that were sent, within what Prometheus's extrapolation and histogram buckets
 * allow; with Prometheus stopped it reports it unavailable instead of a figure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createGrpcClient,
  outcomeCounter,
  sampledGauge,
  type GrpcClient,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition, type ServiceTypes } from '@portico/proto';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';
import {
  prometheusInstalled,
  startMeteredApp,
  startTestPrometheus,
  type MeteredApp,
  type TestPrometheus,
} from '../../../tooling/test-infra/prometheus';
import { createService } from '../src/main';

jest.setTimeout(120_000);

const hasPrometheus = prometheusInstalled();
// ensure-system-deps installs it; without it the test says why instead of passing silently.
const describeWithPrometheus = hasPrometheus ? describe : describe.skip;
if (!hasPrometheus)
  console.warn('prometheus is not installed: run tooling/scripts/ensure-system-deps.sh');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SLOW_MS = 300;

describeWithPrometheus('App Health from Prometheus', () => {
  let database: TestDatabase;
  let runtime: ServiceRuntime;
  /** A stand-in for the gateway: /ok answers 200, /slow 200 after 300 ms, /fail 500. */
  let app: MeteredApp;
  let appUrl: string;
  let prometheus: TestPrometheus;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-app-health-'));
  const superAdmin = { roles: ['super_admin'] };
  let metrics: GrpcClient<ServiceTypes['metrics']['client']>;

  /** Waits until Prometheus has scraped `count` requests of the gateway (or gives up). */
  const scraped = (count: number) =>
    prometheus.waitFor('sum(http_requests_total{service="gateway"})', count);

  beforeAll(async () => {
    app = await startMeteredApp({ slowMs: SLOW_MS });
    appUrl = app.url;
    prometheus = await startTestPrometheus({ dataDir, target: app.host });
    database = await createTestDatabase('metrics_health');
    runtime = await createService({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      LOG_LEVEL: 'silent',
      PROMETHEUS_URL: prometheus.url,
    });
    const { grpcPort } = await runtime.start();
    metrics = createGrpcClient(loadServiceDefinition('metrics').Client, `127.0.0.1:${grpcPort}`);
  });

  afterAll(async () => {
    await prometheus?.stop();
    await runtime?.stop();
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports the requests, errors and p99 of a burst with 20 % errors and 10 % slow answers', async () => {
    // One of each first, so every series exists in Prometheus before the burst is counted.
    for (const route of ['/ok', '/fail', '/slow']) await fetch(`${appUrl}${route}`);
    await scraped(3);
    await sleep(3_000);

    const burst = [
      ...Array.from({ length: 70 }, () => '/ok'),
      ...Array.from({ length: 20 }, () => '/fail'),
      ...Array.from({ length: 10 }, () => '/slow'),
    ];
    await Promise.all(burst.map((route) => fetch(`${appUrl}${route}`)));
    await scraped(103);
    // More samples after the burst keep Prometheus's edge extrapolation small.
    await sleep(10_000);

    const figures = (await metrics.GetRequestsErrors({ window: '1h' }, superAdmin)) as {
      requests: number;
      errors: number;
      error_rate: number;
      points: { requests: number; errors: number }[];
    };
    expect(figures.requests).toBeGreaterThan(100 * 0.85);
    expect(figures.requests).toBeLessThan(103 * 1.2);
    expect(figures.errors).toBeGreaterThan(20 * 0.85);
    expect(figures.errors).toBeLessThan(21 * 1.2);
    expect(figures.error_rate).toBeCloseTo(0.2, 1);
    expect(figures.points.length).toBeGreaterThan(0);

    // 10 of 103 answers took 300 ms: p99 lies in the 250-500 ms bucket.
    const latency = (await metrics.GetLatency({ window: '1h' }, superAdmin)) as {
      p99: number;
      p50: number;
    };
    expect(latency.p99).toBeGreaterThanOrEqual(250);
    expect(latency.p99).toBeLessThanOrEqual(500);
    expect(latency.p50).toBeLessThan(250);

    const { endpoints } = (await metrics.ListTopEndpoints({ window: '1h' }, superAdmin)) as {
      endpoints: { endpoint: string; error_pct: number; requests: number }[];
    };
    expect(endpoints.map((e) => e.endpoint)).toEqual(['GET /fail']);
    expect(endpoints[0]!.error_pct).toBe(100);

    const uptime = (await metrics.GetUptime({}, superAdmin)) as { p24h: number };
    expect(uptime.p24h).toBe(100);
  });

  it('reports messages posted, replies by email and the live streams open now', async () => {
    // The series messaging and the gateway export, at zero first so every one is scraped
    // before the counts rise (an increase needs a sample before it).
    const posted = outcomeCounter(app.registry, 'messaging_messages_posted_total', 'posted', []);
    const inbound = outcomeCounter(app.registry, 'messaging_inbound_mail_total', 'replies', [
      'outcome',
    ]);
    let open = 0;
    sampledGauge(app.registry, 'live_streams_open', 'streams', () => open);
    posted.inc(0);
    inbound.inc({ outcome: 'posted' }, 0);
    inbound.inc({ outcome: 'wrong_sender' }, 0);
    await prometheus.waitFor('count(messaging_inbound_mail_total)', 2);
    await prometheus.waitFor('count(messaging_messages_posted_total)', 1);

    posted.inc(7);
    inbound.inc({ outcome: 'posted' }, 2);
    inbound.inc({ outcome: 'wrong_sender' }, 3);
    open = 5;
    await prometheus.waitFor('sum(increase(messaging_messages_posted_total[1h]))', 7 * 0.85);
    await prometheus.waitFor('sum(increase(messaging_inbound_mail_total[1h]))', 5 * 0.85);
    await prometheus.waitFor('sum(live_streams_open)', 5);
    // increase() extrapolates to the window's end by up to 1.1 scrape intervals: with n
    // intervals of history it reads up to 1 + 1.1/n of the truth. Eight samples per series
    // (seven intervals) keep it within 16 %; with fewer, 9 read as 11 (seen in a clean clone).
    await prometheus.waitFor('min(count_over_time(messaging_messages_posted_total[1h]))', 8);
    await prometheus.waitFor('min(count_over_time(messaging_inbound_mail_total[1h]))', 8);

    const activity = (await metrics.GetMessagingActivity({ window: '1h' }, superAdmin)) as {
      messages: number;
      live_streams: number;
      inbound_posted: number;
      inbound_refused: number;
    };
    expect(activity.live_streams).toBe(5);
    // Seven from the portal and two by email, within Prometheus's edge extrapolation.
    expect(activity.messages).toBeGreaterThan(9 * 0.85);
    expect(activity.messages).toBeLessThan(9 * 1.2);
    expect(activity.inbound_posted).toBeGreaterThan(2 * 0.85);
    expect(activity.inbound_posted).toBeLessThan(2 * 1.2);
    expect(activity.inbound_refused).toBeGreaterThan(3 * 0.85);
    expect(activity.inbound_refused).toBeLessThan(3 * 1.2);
    await expect(metrics.GetMessagingActivity({ window: '1h' }, {})).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });

  it('says Prometheus is unavailable when it is stopped, with no figure', async () => {
    await prometheus.stop();
    await expect(metrics.GetRequestsErrors({ window: '24h' }, superAdmin)).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'Prometheus is unavailable',
    });
    await expect(metrics.GetUptime({}, superAdmin)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('refuses anyone but a super admin', async () => {
    await expect(metrics.GetLatency({ window: '24h' }, { roles: ['admin'] })).rejects.toMatchObject(
      {
        code: 'PERMISSION_DENIED',
      },
    );
  });
});
