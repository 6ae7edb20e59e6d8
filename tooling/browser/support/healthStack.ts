import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../test-infra/ports';
import { sourceTsconfig } from '../../test-infra/stack-process';

export interface HealthStack {
  url: string;
  prometheusUrl: string;
  /** Stops one service inside the stack; resolves once it no longer serves. */
  stopService(name: string): Promise<void>;
  stop(): Promise<void>;
}

const TSX = require.resolve('tsx/cli');

/** Starts support/healthStackMain.ts (the product, Prometheus, tracing) and waits for its URL. */
export async function startHealthStack(options: {
  frontendsDir: string;
  env?: Record<string, string>;
}): Promise<HealthStack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-health-stack-'));
  const prometheusUrl = `http://127.0.0.1:${await freePort()}`;
  const otlpEndpoint = `http://127.0.0.1:${await freePort()}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      TSX,
      '--tsconfig',
      sourceTsconfig(),
      path.join(__dirname, 'healthStackMain.ts'),
      dataDir,
      options.frontendsDir,
    ],
    {
      env: {
        ...process.env,
        ...options.env,
        PROMETHEUS_URL: prometheusUrl,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint,
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waiting = new Map<string, () => void>();
  let ready: (url: string) => void = () => undefined;
  const url = new Promise<string>((resolve, reject) => {
    ready = resolve;
    child.once('exit', (code) =>
      reject(new Error(`health stack exited with ${code} before it was ready`)),
    );
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      const message = JSON.parse(line) as { url?: string; stopped?: string };
      if (message.url) ready(message.url);
      if (message.stopped) waiting.get(message.stopped)?.();
    } catch {
      // Not one of the stack's lines.
    }
  });

  return {
    url: await url,
    prometheusUrl,
    stopService(name) {
      return new Promise<void>((resolve) => {
        waiting.set(name, resolve);
        child.stdin!.write(`stop ${name}\n`);
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
