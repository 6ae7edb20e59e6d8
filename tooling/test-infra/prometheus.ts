/**
 * A real Prometheus (Debian's `prometheus`; ensure-system-deps installs it) for the tests that
 * read App Health or error rates from it, and a stand-in for the gateway for it to scrape: an
 * HTTP process that records its requests with the kit's metrics, as the gateway does. Prometheus
 * scrapes the one target every second, labelled service=gateway, so a burst shows within
 * seconds; `history` is backfilled with promtool before it starts, for tests that need a past.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Registry } from 'prom-client';
import { createMetricsRegistry, httpMetrics } from '@portico/kit';
import { eventually } from './eventually';
import { runPrometheus } from '../dev/prometheus';
import { freePort } from './ports';

export const prometheusInstalled = () => spawnSync('prometheus', ['--version']).status === 0;
export const promtoolInstalled = () => spawnSync('promtool', ['--version']).status === 0;

export interface TestPrometheus {
  url: string;
  /** The first sample of an instant query; 0 when the query has none yet. */
  value(query: string): Promise<number>;
  /** Resolves once `query` reaches `atLeast`; throws after `timeoutMs` (which bounds failure only). */
  waitFor(query: string, atLeast: number, timeoutMs?: number): Promise<void>;
  /** Stops it and resolves once the process has exited (so a later query finds nobody). */
  stop(): Promise<void>;
}

/** Scrapes `target` (host:port) every second; the target's `service` label is `gateway`. */
function scrapeOneTarget(target: string, job: string): string {
  return [
    'global:',
    '  scrape_interval: 1s',
    'scrape_configs:',
    `  - job_name: ${job}`,
    // honor_labels keeps the process's own service label; the target label gives `up` one too.
    '    honor_labels: true',
    '    static_configs:',
    `      - targets: ['${target}']`,
    '        labels: { service: gateway }',
    '',
  ].join('\n');
}

export async function startTestPrometheus(options: {
  /** Where its configuration and data go (the test owns and removes it). */
  dataDir: string;
  /** host:port of the process to scrape. */
  target: string;
  job?: string;
  /** Listen here (a parent that promised the URL to a child picks it); else a free port. */
  port?: number;
  /** OpenMetrics text (ending `# EOF`) written into its storage with promtool before it starts. */
  history?: string;
}): Promise<TestPrometheus> {
  const tsdb = path.join(options.dataDir, 'tsdb');
  mkdirSync(options.dataDir, { recursive: true });
  if (options.history !== undefined) {
    const file = path.join(options.dataDir, 'history.om');
    writeFileSync(file, options.history);
    const backfill = spawnSync('promtool', [
      'tsdb',
      'create-blocks-from',
      'openmetrics',
      file,
      tsdb,
    ]);
    if (backfill.status !== 0) throw new Error(`promtool failed: ${backfill.stderr.toString()}`);
  }
  const configFile = path.join(options.dataDir, 'prometheus.yml');
  writeFileSync(configFile, scrapeOneTarget(options.target, options.job ?? 'portico'));
  const running = await runPrometheus({
    configFile,
    tsdb,
    port: options.port ?? (await freePort()),
  });

  const value = async (query: string) => {
    const answer = await fetch(
      `${running.url}/api/v1/query?query=${encodeURIComponent(query)}`,
    ).then((r) => r.json() as Promise<{ data: { result: { value: [number, string] }[] } }>);
    return Number(answer.data.result[0]?.value[1] ?? 0);
  };
  return {
    url: running.url,
    value,
    async waitFor(query, atLeast, timeoutMs = 30_000) {
      await eventually(
        `prometheus to see ${query} reach ${String(atLeast)}`,
        () => value(query),
        (seen) => seen >= atLeast,
        {
          timeoutMs,
          everyMs: 250,
        },
      );
    },
    stop: running.stop,
  };
}

export interface MeteredApp {
  url: string;
  /** host:port, for Prometheus's scrape target. */
  host: string;
  /** What /metrics serves: a test may add the series another process would export. */
  registry: Registry;
  close(): Promise<void>;
}

/**
 * A stand-in for the gateway, metered as `gateway`: /fail answers 500, /slow 200 after
 * `slowMs`, anything else 200, /metrics its counters and latency histogram.
 */
export async function startMeteredApp(options: { slowMs?: number } = {}): Promise<MeteredApp> {
  const slowMs = options.slowMs ?? 300;
  const registry = createMetricsRegistry('gateway');
  const observed = httpMetrics(registry);
  const app = http.createServer((req, res) => {
    if (req.url === '/metrics') {
      void registry.metrics().then((text) => {
        res.setHeader('content-type', registry.contentType);
        res.end(text);
      });
      return;
    }
    const started = process.hrtime.bigint();
    const finish = (status: number) => {
      res.statusCode = status;
      res.end();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observed.observe('GET', req.url ?? '', status, seconds);
    };
    if (req.url === '/fail') finish(500);
    else if (req.url === '/slow') setTimeout(() => finish(200), slowMs);
    else finish(200);
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${String((app.address() as AddressInfo).port)}`;
  return {
    url: `http://${host}`,
    host,
    registry,
    close: () => new Promise((resolve) => app.close(() => resolve())),
  };
}
