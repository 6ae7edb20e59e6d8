import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { sourceTsconfig } from '../../test-infra/stack-process';

export interface StackProcess {
  url: string;
  /** The stack's process: a shared stack is stopped by it (support/sharedStack.ts). */
  pid: number;
  /** Its PGlite databases and blobs, removed once it has stopped. */
  dataDir: string;
  stop(): Promise<void>;
}

const TSX = require.resolve('tsx/cli');

/** Starts the product (tooling/dev/stack.ts on PGlite) in a child process and waits for its URL. */
export async function startStackProcess(options: {
  frontendsDir: string;
  env?: Record<string, string>;
}): Promise<StackProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-browser-stack-'));
  const child: ChildProcessByStdio<Writable, Readable, null> = spawn(
    process.execPath,
    // On the TypeScript source, as the other layers run, not on whatever was last built.
    [
      TSX,
      '--tsconfig',
      sourceTsconfig(),
      path.join(__dirname, 'stackMain.ts'),
      dataDir,
      options.frontendsDir,
    ],
    {
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  // A shared stack outlives the test file that started it, so it must not hold jest open; when
  // jest dies its stdin closes and it stops (stackMain.ts).
  child.unref();
  (child.stdin as Writable & Partial<Socket>).unref?.();
  (child.stdout as Readable & Partial<Socket>).unref?.();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      try {
        const ready = JSON.parse(line) as { url?: string };
        if (!ready.url) return;
        lines.close();
        // Anything it prints later is drained, so a full pipe can never stall it.
        child.stdout.resume();
        resolve(ready.url);
      } catch {
        // Not the ready line.
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`stack exited with ${code} before it was ready`)),
    );
  });

  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
