/**
 * Error-rate rules judge their own window, against a real Prometheus (Debian's `prometheus`)
 * through the real metrics service. Prometheus is given 40 minutes of calm history ending ten
 * minutes ago (2,000 good answers, backfilled with `promtool`), then scrapes a stand-in for
 * the gateway that answers a burst with 20 % errors now. Over 5 minutes the error rate is the
 * burst's; over an hour the calm history dilutes it to about 1 %. So a 5m rule fires and a 1h
 * rule with the same threshold stays quiet. With Prometheus stopped no rule is evaluated, and
 * the outage is logged once, not once per evaluation.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createGrpcClient, createLogger, createSealer, type ServiceRuntime } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import {
  createTestDatabase,
  openTestDatabase,
  type MigratedTestDatabase,
  type TestDatabase,
} from '../../../tooling/test-infra/db';
import {
  prometheusInstalled,
  promtoolInstalled,
  startMeteredApp,
  startTestPrometheus,
  type MeteredApp,
  type TestPrometheus,
} from '../../../tooling/test-infra/prometheus';
import { createService as createMetrics } from '../../metrics/src/main';
import { createSmtpMailer, type Mailer } from '../src/email/mailer';
import { ruleEvaluator, type EvaluationDeps } from '../src/domain/ruleEvaluator';
import { createRule } from '../src/domain/alertRules';
import { startSmtpPeer, type SmtpPeer } from '../../../tooling/test-infra/smtp';

jest.setTimeout(180_000);

const hasPrometheus = prometheusInstalled() && promtoolInstalled();
const describeWithPrometheus = hasPrometheus ? describe : describe.skip;
if (!hasPrometheus)
  console.warn('prometheus is not installed: run tooling/scripts/ensure-system-deps.sh');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 2,000 good answers spread from 50 to 10 minutes ago, as OpenMetrics for promtool. */
function calmHistory(now: number): string {
  const start = Math.floor(now / 1000) - 50 * 60;
  const end = Math.floor(now / 1000) - 10 * 60;
  const lines = ['# TYPE http_requests counter'];
  for (let t = start; t <= end; t += 15) {
    const value = Math.round(((t - start) / (end - start)) * 2000);
    lines.push(
      `http_requests_total{service="gateway",method="GET",route="/history",status="200"} ${String(value)} ${String(t)}`,
    );
  }
  return `${lines.join('\n')}\n# EOF\n`;
}

describeWithPrometheus('error-rate rules over their own window', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-rule-windows-'));
  /** A stand-in for the gateway: /ok answers 200, /fail 500, /metrics its counters. */
  let app: MeteredApp;
  let appUrl: string;
  let prometheus: TestPrometheus;
  let metricsDb: TestDatabase;
  let metrics: ServiceRuntime;
  let metricsAddr: string;
  let database: MigratedTestDatabase;
  let smtp: SmtpPeer;
  let mailer: Mailer;
  const logged: { level: string; msg: string }[] = [];

  /** Waits until Prometheus has scraped `count` live requests of the gateway. */
  const scraped = (count: number) =>
    prometheus.waitFor('sum(http_requests_total{service="gateway",route!="/history"})', count);

  const deps = (): EvaluationDeps => ({
    db: database.db,
    logger: createLogger(
      'rules-test',
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logged.push(JSON.parse(chunk.toString('utf8')) as { level: string; msg: string });
          done();
        },
      }),
    ),
    mailer,
    sealer: createSealer({ variable: 'INTEGRATIONS_ENCRYPTION_KEY' }),
    alertEmails: ['ops@portico.test'],
    metricsAddr,
  });

  beforeAll(async () => {
    app = await startMeteredApp();
    appUrl = app.url;
    prometheus = await startTestPrometheus({
      dataDir,
      target: app.host,
      history: calmHistory(Date.now()),
    });
    metricsDb = await createTestDatabase('rule_windows_metrics');
    metrics = await createMetrics({
      DATABASE_URL: metricsDb.url,
      DATA_DIR: dataDir,
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      LOG_LEVEL: 'silent',
      PROMETHEUS_URL: prometheus.url,
    });
    const { grpcPort } = await metrics.start();
    metricsAddr = `127.0.0.1:${String(grpcPort)}`;
    database = await openTestDatabase({
      prefix: 'rule_windows',
      migrations: [path.join(__dirname, '..', 'migrations')],
      asServiceUser: true,
    });
    smtp = await startSmtpPeer();
    mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'Portico <alerts@portico.test>' });
  });

  afterAll(async () => {
    await prometheus?.stop();
    mailer?.close();
    await smtp?.close();
    await metrics?.stop();
    await app?.close();
    await database?.close();
    await metricsDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fires a 5m rule on a burst of errors that an hour of calm history hides from a 1h rule', async () => {
    const fiveMinutes = await createRule(database.db, {
      metric: 'errorRate',
      op: '>',
      value: 0.1,
      window: '5m',
      actions: ['email'],
      enabled: true,
    });
    const hour = await createRule(database.db, {
      metric: 'errorRate',
      op: '>',
      value: 0.1,
      window: '1h',
      actions: ['email'],
      enabled: true,
    });

    // One of each first, so both series exist in Prometheus before the burst is counted.
    await fetch(`${appUrl}/ok`);
    await fetch(`${appUrl}/fail`);
    await scraped(2);
    await sleep(2_000);
    const burst = [
      ...Array.from({ length: 80 }, () => '/ok'),
      ...Array.from({ length: 20 }, () => '/fail'),
    ];
    await Promise.all(burst.map((route) => fetch(`${appUrl}${route}`)));
    await scraped(102);
    await sleep(5_000);

    const client = createGrpcClient(loadServiceDefinition('metrics').Client, metricsAddr);
    const short = await client.GetErrorRate({ window: '5m' }, {});
    const long = await client.GetErrorRate({ window: '1h' }, {});
    expect(short.error_rate).toBeGreaterThan(0.15);
    expect(long.error_rate).toBeLessThan(0.05);
    expect(long.requests).toBeGreaterThan(1_500);

    const evaluate = ruleEvaluator(deps());
    expect(await evaluate()).toEqual([fiveMinutes.id]);
    const mail = await smtp.waitFor((m) => m.to.includes('ops@portico.test'));
    expect(mail.subject).toMatch(/^Alert: errorRate > 0\.1 over 5m \(now 0\.\d+\)$/);
    // Still breaching over 5m, still calm over 1h: nothing more.
    expect(await evaluate()).toEqual([]);
    const { rows } = await database.db.query<{ id: string; breaching: boolean }>(
      'SELECT id, breaching FROM alert_rules WHERE id = ANY ($1::uuid[])',
      [[fiveMinutes.id, hour.id]],
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, r.breaching]))).toEqual({
      [fiveMinutes.id]: true,
      [hour.id]: false,
    });
  });

  it('answers the error rate to services and super admins only, for 5m, 15m or 1h', async () => {
    const client = createGrpcClient(loadServiceDefinition('metrics').Client, metricsAddr);
    await expect(
      client.GetErrorRate({ window: '5m' }, { tenantId: randomUUID(), roles: ['admin'] }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(client.GetErrorRate({ window: '2d' }, {})).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'window must be 5m, 15m or 1h',
    });
    // 15 minutes reach five minutes into the calm history: between the 5m and 1h figures.
    const answer = await client.GetErrorRate({ window: '15m' }, { roles: ['super_admin'] });
    expect(answer.error_rate).toBeGreaterThan(0.03);
    expect(answer.error_rate).toBeLessThan(0.15);
  });

  it('evaluates no error-rate rule while Prometheus is down, and says so once', async () => {
    await prometheus.stop();
    logged.length = 0;
    const evaluate = ruleEvaluator(deps());
    expect(await evaluate()).toEqual([]);
    expect(await evaluate()).toEqual([]);
    expect(await evaluate()).toEqual([]);
    const warnings = logged.filter((l) => l.msg === 'error rate unavailable; rules on it wait');
    expect(warnings).toHaveLength(1);
    // The 5m rule neither re-armed nor fired: its breach from before is kept.
    const { rows } = await database.db.query<{ breaching: boolean }>(
      "SELECT breaching FROM alert_rules WHERE time_window = '5m'",
    );
    expect(rows.map((r) => r.breaching)).toEqual([true]);
  });
});
