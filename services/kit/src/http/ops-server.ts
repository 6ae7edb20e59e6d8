/**
 * The operations side of every service process: liveness, readiness and metrics on a
 * small HTTP port of its own, apart from the gRPC port that serves the product.
 * Readiness reports each dependency by name and turns 503 as soon as shutdown begins,
 * so Kubernetes stops routing before the servers close.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, 'ok' | string>;
}

export async function runReadinessChecks(
  checks: readonly ReadinessCheck[],
  draining: boolean,
  timeoutMs = 2000,
): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await withTimeout(check(), timeoutMs, `${name} check timed out`);
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.message : String(error)] as const;
      }
    }),
  );
  const report: ReadinessReport['checks'] = Object.fromEntries(results);
  if (draining) report.shutdown = 'draining';
  return { ready: !draining && results.every(([, r]) => r === 'ok'), checks: report };
}

export interface OpsServer {
  readonly port: number;
  /** Readiness answers 503 from now on (first step of a graceful shutdown). */
  drain(): void;
  close(): Promise<void>;
}

/** A service's own operations endpoint on this port, by exact path (e.g. OTLP intake). */
export type OpsRoute = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

export async function startOpsServer(options: {
  port: number;
  host?: string;
  registry: Registry;
  readiness: readonly ReadinessCheck[];
  routes?: Readonly<Record<string, OpsRoute>>;
}): Promise<OpsServer> {
  let draining = false;
  const server = http.createServer((req, res) => {
    const own = options.routes?.[(req.url ?? '/').split('?')[0]!];
    void (own ? own(req, res) : handle(req.url ?? '/', res)).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : 'error');
    });
  });

  async function handle(url: string, res: http.ServerResponse): Promise<void> {
    const path = url.split('?')[0];
    if (path === '/healthz') {
      return json(res, 200, { status: 'ok' });
    }
    if (path === '/readyz') {
      const report = await runReadinessChecks(options.readiness, draining);
      return json(res, report.ready ? 200 : 503, report);
    }
    if (path === '/metrics') {
      res.writeHead(200, { 'content-type': options.registry.contentType });
      res.end(await options.registry.metrics());
      return;
    }
    json(res, 404, { error: 'Not found', code: 'NOT_FOUND' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    drain() {
      draining = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
