/**
 * Starts stack-main.ts in a child Node process, on the TypeScript source (tsx, with the
 * packages mapped to their source as jest maps them), and waits for its ready line.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { StackProcessOptions, StackReady } from './stack-main';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SOURCE_PATHS } = require('./source-paths.js') as { SOURCE_PATHS: Record<string, string> };

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const READY_TIMEOUT_MS = 180_000;

export interface StackProcess extends StackReady {
  pid: number;
  stop(): Promise<void>;
}

/** A tsconfig whose `paths` send every @portico package to its source, for tsx. */
export function sourceTsconfig(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portico-stack-tsconfig-'));
  const file = path.join(dir, 'tsconfig.json');
  const paths = Object.fromEntries(
    Object.entries(SOURCE_PATHS).map(([name, target]) => [name, [target]]),
  );
  writeFileSync(
    file,
    JSON.stringify({
      extends: path.join(REPO_ROOT, 'tsconfig.base.json'),
      compilerOptions: { baseUrl: REPO_ROOT, paths },
    }),
  );
  return file;
}

export async function startStackProcess(options: StackProcessOptions): Promise<StackProcess> {
  const child: ChildProcessByStdio<Writable, Readable, null> = spawn(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      '--tsconfig',
      sourceTsconfig(),
      path.join(__dirname, 'stack-main.ts'),
    ],
    {
      cwd: REPO_ROOT,
      // The options' variables are the process's too: a few are read from process.env rather
      // than from a service's env (identity's sign-in provider endpoints, OAUTH_*).
      env: { ...process.env, ...options.env, PORTICO_STACK_OPTIONS: JSON.stringify(options) },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  // The stack may outlive the test file that started it (one stack per jest worker), so it
  // must not hold this process open; when this process dies its stdin closes and it stops.
  child.unref();
  (child.stdin as Writable & Partial<Socket>).unref?.();
  (child.stdout as Readable & Partial<Socket>).unref?.();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const ready = await new Promise<StackReady>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the stack was not ready within ${READY_TIMEOUT_MS} ms`));
    }, READY_TIMEOUT_MS);
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      lines.close();
      // Anything it prints later is drained, so a full pipe can never stall it.
      child.stdout.resume();
      resolve(JSON.parse(line) as StackReady);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited with ${code} before it was ready`));
    });
  });

  return {
    ...ready,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
