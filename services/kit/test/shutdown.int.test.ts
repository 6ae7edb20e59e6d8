/**
 * Graceful shutdown of a real service process: SIGTERM while a call is in flight lets the
 * call finish, readiness turns 503 meanwhile, new calls are refused, and the process exits 0.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGrpcClient } from '../src';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';
import { loadServiceDefinition } from '@portico/proto';

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURE = path.join(__dirname, 'fixtures/slow-service.ts');

function startFixture(dataDir: string, databaseUrl: string, slowMs: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SLOW_MS: String(slowMs),
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '8000',
      TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.check.json'),
    },
  });
  const ready = new Promise<{ grpcPort: number; httpPort: number }>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+) (\d+)/.exec(out);
      if (match) resolve({ grpcPort: Number(match[1]), httpPort: Number(match[2]) });
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`fixture exited ${code}: ${err}`)));
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, ready, exited };
}

describe('graceful shutdown of a service process', () => {
  let dataDir: string;
  let database: TestDatabase;
  let child: ChildProcessWithoutNullStreams | undefined;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-shutdown-'));
    database = await createTestDatabase('shutdown');
  });
  afterEach(async () => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it('lets a call in flight at SIGTERM finish, refuses new ones, then exits 0', async () => {
    const fixture = startFixture(dataDir, database.url, 1500);
    child = fixture.child;
    const { grpcPort, httpPort } = await fixture.ready;
    const billing = createGrpcClient(
      loadServiceDefinition('billing').Client,
      `127.0.0.1:${grpcPort}`,
      { deadlineMs: 10_000 },
    );

    const inFlight = billing.ListPlans({});
    await new Promise((resolve) => setTimeout(resolve, 300));
    fixture.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const readiness = await fetch(`http://127.0.0.1:${httpPort}/readyz`);
    expect(readiness.status).toBe(503);
    await expect(billing.ListPlans({})).rejects.toMatchObject({ code: 'UNAVAILABLE' });

    await expect(inFlight).resolves.toEqual({
      plans: [expect.objectContaining({ key: 'finished-after-sigterm' })],
    });
    await expect(fixture.exited).resolves.toBe(0);
    // Generous: starting a TypeScript process on a busy 2-core CI machine takes a while.
  }, 90_000);
});
