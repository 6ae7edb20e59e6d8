/**
 * Two gateway processes over the real Kafka-protocol broker share what each counts alone: the
 * stack's gateway (A) and a replica started here (B) tell each other, about once a second on
 * the peers topic, their rate-limit counts and their last failures (platform/peers.ts).
 *
 * - Super Settings → Rate Limits at N per minute: one address alternating between A and B is
 *   refused after N requests in total, not after N on each. The documented tolerance is one
 *   report interval plus the bus's delivery, so the test waits that long (and a margin)
 *   before the requests that must be refused: a 1.5 s pause proved too short on this broker,
 *   whose consumers fetch news up to a second late.
 * - A 5xx answered by A shows in B's top failing endpoints with A's request id. B asks its
 *   own metrics service, which reads a real Prometheus scraping both gateways.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createPublicKey, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServiceRuntime } from '@portico/kit';
import { DEFAULT_PLATFORM_SETTINGS } from '@portico/rules';
import { createService as createMetricsService } from '../../../metrics/src/main';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { eventually } from '../../../../tooling/test-infra/eventually';
import { freePort } from '../../../../tooling/test-infra/ports';
import { createGateway, type Gateway } from '../../src/main';
import { PEER_REPORT_INTERVAL_MS } from '../../src/platform/peers';
import { TOO_MANY_REQUESTS } from '../../src/platform/requestLimits';
import { ApiClient } from '../support/client';
import { useE2eStack } from '../support/prologue';

jest.setTimeout(180_000);

/** How long the bus may take to hand an event on: the kit consumer's longest fetch wait. */
const DELIVERY_MS = 1_000;
/** Room for a loaded CI machine: the stack's gateway shares two cores with every service. */
const BUSY_MARGIN_MS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hasPrometheus = spawnSync('prometheus', ['--version']).status === 0;
// ensure-system-deps installs it; without it App Health's half says why instead of passing.
const describeWithPrometheus = hasPrometheus ? describe : describe.skip;
if (!hasPrometheus)
  console.warn('prometheus is not installed: run tooling/scripts/ensure-system-deps.sh');

const env = useE2eStack({ superAdmin: true });
let replica: Gateway;
let replicaUrl: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-gateway-peers-'));
let prometheus: ChildProcess | undefined;
let prometheusUrl = '';
let metricsDb: TestDatabase | undefined;
let metrics: ServiceRuntime | undefined;

/** Debian's prometheus, scraping both gateways every second. */
async function startPrometheus(targets: string[]): Promise<void> {
  const port = await freePort();
  const config = path.join(dataDir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: gateway',
      '    honor_labels: true',
      '    static_configs:',
      `      - targets: [${targets.map((t) => `'${t}'`).join(', ')}]`,
      '        labels: { service: gateway }',
      '',
    ].join('\n'),
  );
  prometheusUrl = `http://127.0.0.1:${port}`;
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dataDir, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  await eventually(
    'prometheus to be ready',
    () => fetch(`${prometheusUrl}/-/ready`).catch(() => undefined),
    (ready) => ready?.ok === true,
    { everyMs: 200 },
  );
}

beforeAll(async () => {
  // B's App Health reads a metrics service of its own, fed by a Prometheus scraping A and B.
  const replicaPort = await freePort();
  const ownMetrics: Record<string, string> = {};
  if (hasPrometheus) {
    metricsDb = await createTestDatabase('gateway_peers_metrics');
    await startPrometheus([new URL(env.url).host, `127.0.0.1:${replicaPort}`]);
    metrics = await createMetricsService({
      DATABASE_URL: metricsDb.url,
      DATA_DIR: dataDir,
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      LOG_LEVEL: 'silent',
      PROMETHEUS_URL: prometheusUrl,
      // It believes only calls the gateways signed, as the stack's services do.
      INTERNAL_TOKEN_PUBLIC_KEY: createPublicKey(env.internalTokenPrivateKey)
        .export({ type: 'spki', format: 'pem' })
        .toString(),
    });
    const { grpcPort } = await metrics.start();
    ownMetrics.METRICS_ADDR = `127.0.0.1:${grpcPort}`;
  }

  replica = createGateway({
    ...env.addresses,
    ...ownMetrics,
    INTERNAL_TOKEN_PRIVATE_KEY: env.internalTokenPrivateKey,
    KAFKA_BROKERS: env.kafkaBrokers,
    HOST: '127.0.0.1',
    PORT: String(replicaPort),
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
  });
  replicaUrl = `http://127.0.0.1:${await replica.start()}`;
  // B hears the others once its consumer group has joined.
  await eventually(
    'the replica to follow its events',
    () => replica.accessCache.live,
    (live) => live,
    { timeoutMs: 60_000 },
  );
});

afterAll(async () => {
  await env.superAdmin
    ?.call('PUT', '/api/settings', { rate: DEFAULT_PLATFORM_SETTINGS.rate })
    .catch(() => undefined);
  await replica?.stop();
  await metrics?.stop();
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
    prometheus.kill('SIGTERM');
    await exited;
  }
  await metricsDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const freshAddress = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Until `baseUrl` enforces the saved figure (B learns of the save through its events). */
async function untilEnforced(baseUrl: string, figure: number): Promise<void> {
  await eventually(
    `${baseUrl} to enforce ${figure} requests per minute`,
    async () => {
      const probe = new ApiClient(baseUrl, freshAddress());
      for (let i = 0; i <= figure; i += 1) {
        if ((await probe.get('/api/feature-flags')).status === 429) return true;
      }
      return false;
    },
    (limited) => limited,
    { everyMs: 0 },
  );
}

describe('rate limits across two gateway processes', () => {
  const FIGURE = 10;

  afterAll(async () => {
    await env.superAdmin.call('PUT', '/api/settings', { rate: DEFAULT_PLATFORM_SETTINGS.rate });
  });

  it('one address alternating between the gateways is refused after the figure in total, not twice it', async () => {
    const saved = await env.superAdmin.call('PUT', '/api/settings', {
      rate: { globalRpm: FIGURE, perTenantRpm: 0 },
    });
    expect(saved.status).toBe(200);
    await untilEnforced(env.url, FIGURE);
    await untilEnforced(replicaUrl, FIGURE);

    // The counts are per fixed minute: start well inside one, so the run does not straddle two.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await sleep(60_000 - intoMinute + 200);
    // Not one of the probes' addresses (198.51.x.y): this one starts the minute at zero.
    const address = `192.0.2.${randomBytes(1)[0]}`;
    const onA = new ApiClient(env.url, address);
    const onB = new ApiClient(replicaUrl, address);
    const statuses: number[] = [];
    for (let i = 0; i < FIGURE; i += 1)
      statuses.push((await (i % 2 === 0 ? onA : onB).get('/api/feature-flags')).status);
    // Each gateway served FIGURE / 2: alone, either would admit as many again.
    expect(statuses).toEqual(Array<number>(FIGURE).fill(200));

    // The documented tolerance: one report interval, plus the bus's delivery (a consumer's
    // fetch waits up to a second for news), and a margin for a busy machine; after that each
    // gateway has heard the other's count.
    await sleep(PEER_REPORT_INTERVAL_MS + DELIVERY_MS + BUSY_MARGIN_MS);
    const refusedByA = await onA.get('/api/feature-flags');
    const refusedByB = await onB.get('/api/feature-flags');
    expect([refusedByA.status, refusedByB.status]).toEqual([429, 429]);
    for (const refused of [refusedByA, refusedByB]) {
      expect(refused.body).toMatchObject({ error: TOO_MANY_REQUESTS });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is still served by both.
    const other = freshAddress();
    expect((await new ApiClient(env.url, other).get('/api/feature-flags')).status).toBe(200);
    expect((await new ApiClient(replicaUrl, other).get('/api/feature-flags')).status).toBe(200);
  });
});

describeWithPrometheus("App Health's top failing endpoints across two gateway processes", () => {
  interface EndpointRow {
    endpoint: string;
    last_request_id: string | null;
    last_error_at: string | null;
  }

  /** A 5xx on A: the stack's metrics service has no Prometheus, so this route answers 503. */
  async function failOnA(requestId: string): Promise<void> {
    const failed = await env.superAdmin.call(
      'GET',
      '/api/metrics/requests-errors?window=1h',
      undefined,
      {
        'x-request-id': requestId,
      },
    );
    expect(failed.status).toBe(503);
  }

  it('names the request that failed on gateway A when asked through gateway B', async () => {
    const onB = new ApiClient(replicaUrl);
    onB.accessToken = env.superAdmin.accessToken;
    const endpoint = 'GET /api/metrics/requests-errors';
    // Prometheus counts an increase only between two samples: the first failure makes the
    // series, the second is the one App Health should name.
    await failOnA(`peers-first-${randomBytes(4).toString('hex')}`);
    await sleep(2_500);
    const last = `peers-last-${randomBytes(4).toString('hex')}`;
    await failOnA(last);

    const row = await eventually(
      'B to name the last failure',
      async () => {
        const listed = await onB.get<{ endpoints: EndpointRow[] }>(
          '/api/metrics/errors/top-endpoints?window=1h',
        );
        expect(listed.status).toBe(200);
        return listed.body.endpoints.find((e) => e.endpoint === endpoint);
      },
      (found) => found?.last_request_id === last,
      { timeoutMs: 60_000, everyMs: 500 },
    );
    expect(row).toMatchObject({ endpoint, last_request_id: last });
    expect(Date.parse(String(row?.last_error_at))).toBeLessThanOrEqual(Date.now());
  });
});
