/**
 * Start-up order without sleeps: a service whose database answers only later waits for it
 * (with backoff, bounded by STARTUP_WAIT_MS) and then starts; one whose database never
 * answers gives up after the bound with the connection error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';
import { freePort } from '../../../tooling/test-infra/ports';
import { createServiceRuntime, loadServiceConfig } from '../src';

jest.setTimeout(60_000);

/** A TCP port that refuses connections until `open()`, then forwards to `target`. */
async function lateProxy(target: URL) {
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    client.pipe(upstream).pipe(client);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const port = await freePort();
  return {
    port,
    open: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('service start-up while its database is not there yet', () => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-startup-'));

  beforeAll(async () => {
    database = await createTestDatabase('startup_wait');
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const configFor = (url: string, waitMs: number) =>
    loadServiceConfig(
      'forms',
      {},
      {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        GRPC_PORT: '0',
        HTTP_PORT: '0',
        LOG_LEVEL: 'silent',
        STARTUP_WAIT_MS: String(waitMs),
      },
    );

  it('waits for a database that answers later, then migrates and starts', async () => {
    const url = new URL(database.url);
    const proxy = await lateProxy(url);
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    setTimeout(() => void proxy.open(), 1500);
    try {
      const runtime = await createServiceRuntime('forms', configFor(viaProxy.toString(), 20_000), {
        migrationsDir: path.join(__dirname, 'fixtures/migrations'),
      });
      const { rows } = await runtime.db.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(rows.map((row) => row.name)).toContain('0001_fixture.sql');
      await runtime.stop();
    } finally {
      await proxy.close();
    }
  });

  it('gives up after STARTUP_WAIT_MS when the database never answers', async () => {
    const never = await lateProxy(new URL(database.url));
    const url = new URL(database.url);
    url.port = String(never.port);
    const started = Date.now();
    await expect(
      createServiceRuntime('forms', configFor(url.toString(), 1000), {
        migrationsDir: path.join(__dirname, 'fixtures/migrations'),
      }),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});
