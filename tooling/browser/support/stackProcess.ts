import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sourceTsconfig } from '../../test-infra/stack-process';

export interface StackProcess {
  url: string;
  stop(): Promise<void>;
}

const TSX = require.resolve('tsx/cli');

/** Starts the product (tooling/dev/stack.ts on PGlite) in a child process and waits for its URL. */
export async function startStackProcess(options: {
  frontendsDir: string;
  env?: Record<string, string>;
}): Promise<StackProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-browser-stack-'));
  const child: ChildProcess = spawn(
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
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const ready = JSON.parse(line) as { url?: string };
        if (ready.url) resolve(ready.url);
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
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
