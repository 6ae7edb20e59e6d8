/**
 * The `make up` contract, on the built artifact a person runs: the stack starts on embedded
 * defaults, `/api/healthz` reports every service SERVING, the demo sign-ins are printed
 * and work, Ctrl-C stops it with exit 0, and a second start reuses the same data folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '../test-infra/eventually';
import { freePort } from '../test-infra/ports';

const ROOT = path.resolve(__dirname, '../..');
const UP = path.join(ROOT, 'tooling/dist/dev/up.js');
const SERVICES = [
  'identity',
  'tenancy',
  'content',
  'forms',
  'billing',
  'notifications',
  'metrics',
  'messaging',
];

async function makeUp(dataDir: string, port: number) {
  const child = spawn(process.execPath, [UP], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SERVICE_PORTS: 'ephemeral',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  // Only bounds a failure: the test goes on the moment the line appears. Seven PGlite databases
  // start in one process, which takes minutes when the e2e stacks share the two cores.
  await eventually(
    'make up to say it is running',
    () => {
      if (child.exitCode !== null) throw new Error('make up exited early');
      return output.includes('Portico is running at');
    },
    (running) => running,
    { timeoutMs: 180_000, everyMs: 200 },
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  return { child, exited, output: () => output };
}

describe('make up', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-up-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has been built (make test builds before it runs the e2e layer)', () => {
    expect(existsSync(UP)).toBe(true);
  });

  it('starts, reports every service SERVING, stops on Ctrl-C and restarts on the same data', async () => {
    for (const round of [1, 2]) {
      const port = await freePort();
      const up = await makeUp(dataDir, port);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/healthz`);
        const body = (await response.json()) as {
          status: string;
          services: Record<string, string>;
        };
        expect({ round, status: response.status, body }).toEqual({
          round,
          status: 200,
          body: {
            status: 'SERVING',
            services: Object.fromEntries(SERVICES.map((s) => [s, 'SERVING'])),
          },
        });
        // The demo sign-ins are printed, and work, on the first run and on the reused data.
        expect(up.output()).toContain('Sign in with:');
        const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'admin@demo.portico.local',
            password: 'portico-demo-admin',
          }),
        });
        expect({ round, status: login.status }).toEqual({ round, status: 200 });
      } finally {
        up.child.kill('SIGINT');
      }
      await expect(up.exited).resolves.toBe(0);
      expect(readdirSync(dataDir).sort()).toEqual(expect.arrayContaining(SERVICES.sort()));
    }
  }, 480_000);
});
