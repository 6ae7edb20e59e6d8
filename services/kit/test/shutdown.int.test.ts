/**
 * Graceful shutdown of a real service process on the harness PostgreSQL and Kafka-protocol
 * broker: SIGTERM while a call is in flight lets the call finish, readiness turns 503
 * meanwhile, new calls are refused, and the process exits 0. The fixture holds the call until
 * told to release it, so no step depends on how fast this machine is. A service stopped while
 * its broker refuses to publish leaves nothing running either: its process ends by itself.
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
const PUBLISH_REFUSED = path.join(__dirname, 'fixtures/publish-refused-service.ts');

function harnessBrokers(): string {
  const brokers = process.env.PORTICO_TEST_KAFKA_BROKERS;
  if (!brokers) throw new Error('PORTICO_TEST_KAFKA_BROKERS is not set: an integration test');
  return brokers;
}

function startFixture(
  dataDir: string,
  databaseUrl: string,
  options: { fixture?: string; env?: Record<string, string> } = {},
) {
  const child = spawn(process.execPath, ['--import', 'tsx', options.fixture ?? FIXTURE], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      KAFKA_BROKERS: harnessBrokers(),
      HOLD_CALLS: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '60000',
      TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.check.json'),
      ...options.env,
    },
  });
  let out = '';
  const lineSeen = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(out);
        if (match) {
          child.stdout.off('data', check);
          resolve(match);
        }
      };
      child.stdout.on('data', check);
      // 'close', not 'exit': the last lines may still be in the pipe when the process exits.
      child.once('close', (code) => reject(new Error(`fixture exited ${code}: ${err}${out}`)));
      check();
    });
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const ready = lineSeen(/READY (\d+) (\d+)/).then((match) => ({
    grpcPort: Number(match[1]),
    httpPort: Number(match[2]),
  }));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, ready, exited, lineSeen, callStarted: () => lineSeen(/CALL STARTED/) };
}

/** Asks /readyz until it answers `status` (each answer is an event; no fixed wait). */
async function readinessBecomes(httpPort: number, status: number): Promise<void> {
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${httpPort}/readyz`).catch(() => undefined);
    if (answer?.status === status) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
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
    const fixture = startFixture(dataDir, database.url);
    child = fixture.child;
    const { grpcPort, httpPort } = await fixture.ready;
    const billing = createGrpcClient(
      loadServiceDefinition('billing').Client,
      `127.0.0.1:${grpcPort}`,
      { deadlineMs: 60_000 },
    );

    const started = fixture.callStarted();
    const inFlight = billing.ListPlans({});
    await started;
    fixture.child.kill('SIGTERM');

    await readinessBecomes(httpPort, 503);
    await expect(billing.ListPlans({})).rejects.toMatchObject({ code: 'UNAVAILABLE' });

    fixture.child.stdin.write('RELEASE\n');
    await expect(inFlight).resolves.toEqual({
      plans: [expect.objectContaining({ key: 'finished-after-sigterm' })],
    });
    await expect(fixture.exited).resolves.toBe(0);
    // Generous: starting a TypeScript process on a busy 2-core CI machine takes a while.
  }, 120_000);

  it('stops its outbox relay even when the broker refuses the last flush, so nothing keeps the process alive', async () => {
    const fixture = startFixture(dataDir, database.url, { fixture: PUBLISH_REFUSED });
    child = fixture.child;
    await fixture.ready;
    // The last flush is refused, so the stop is not clean...
    const [, clean] = await fixture.lineSeen(/STOPPED (\w+)/);
    expect(clean).toBe('false');
    // ...but it is complete: the fixture never exits on its own account, so it ends only once
    // nothing of the service is left running (the relay used to go on retrying, on a closed
    // pool, every 30 s at most, and the process never ended).
    await expect(fixture.exited).resolves.toBe(0);
  }, 120_000);
});
