/**
 * The local Prometheus of `make up`: when the `prometheus` binary is installed (Debian's
 * package; ensure-system-deps installs it), it runs with a scrape configuration generated for
 * every process of the stack (the gateway and each service's /metrics), its data under
 * .data/prometheus, and the metrics service reads App Health from it. When it is not
 * installed, `make up` says so and App Health reports Prometheus unavailable.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_PORTS } from '@portico/kit';

export interface LocalPrometheus {
  url: string;
  stop(): Promise<void>;
}

/** One job per process; the target's `service` label names it for `up` (uptime). */
export function scrapeConfig(gatewayPort: number, intervalSeconds = 15): string {
  const targets: [string, number][] = [
    ['gateway', gatewayPort],
    ...Object.entries(LOCAL_PORTS).map(([name, ports]) => [name, ports.http] as [string, number]),
  ];
  return [
    'global:',
    `  scrape_interval: ${intervalSeconds}s`,
    'scrape_configs:',
    ...targets.flatMap(([service, port]) => [
      `  - job_name: ${service}`,
      // The process labels its own series with service=...; keep that rather than exported_service.
      '    honor_labels: true',
      '    static_configs:',
      `      - targets: ['127.0.0.1:${port}']`,
      `        labels: { service: ${service} }`,
    ]),
    '',
  ].join('\n');
}

export const prometheusInstalled = () => spawnSync('prometheus', ['--version']).status === 0;

/**
 * Runs `prometheus` with the configuration in `configFile`, its data in `tsdb`, listening on
 * loopback `port`, and resolves once it answers /-/ready; if it exits or is not ready within
 * 30 s it is stopped and this throws. The one launcher for `make up` and the tests.
 */
export async function runPrometheus(options: {
  configFile: string;
  tsdb: string;
  port: number;
}): Promise<LocalPrometheus> {
  const { configFile, tsdb, port } = options;
  const child: ChildProcess = spawn(
    'prometheus',
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${tsdb}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${url}/-/ready`).catch(() => undefined);
    if (ready?.ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`prometheus did not become ready on port ${port}`);
}

export async function startPrometheus(options: {
  dataDir: string;
  gatewayPort: number;
  port?: number;
}): Promise<LocalPrometheus> {
  const port = options.port ?? Number(process.env.PROMETHEUS_PORT ?? 9090);
  const dir = path.join(options.dataDir, 'prometheus');
  mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, scrapeConfig(options.gatewayPort));
  return runPrometheus({ configFile, tsdb: path.join(dir, 'tsdb'), port });
}
