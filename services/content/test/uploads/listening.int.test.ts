/**
 * Content takes uploads as soon as it can store them, not once its consumer group is in:
 * after a restart the group's join waits for the departed process's whole session (30 s in
 * production), and readiness answered 200 while the upload listener still refused. Here the
 * broker is down, so start() is still waiting for it when the upload port must already answer.
 */
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeGrpcChannels } from '@portico/kit';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { startKafka, type ControllableKafka } from '../../../../tooling/test-infra/kafka';
import { freePort } from '../../../../tooling/test-infra/ports';
import { createService, type ContentRuntime } from '../../src/main';

jest.setTimeout(120_000);

let database: TestDatabase;
let kafka: ControllableKafka;
let runtime: ContentRuntime | undefined;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase('content_listening', { asServiceUser: true });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'content-listening-'));
  kafka = await startKafka();
});

afterAll(async () => {
  await kafka?.up();
  await runtime?.stop();
  closeGrpcChannels();
  await kafka?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

it('answers on the upload port while it still waits for the broker', async () => {
  const uploadPort = await freePort();
  runtime = await createService({
    DATABASE_URL: database.url,
    KAFKA_BROKERS: kafka.brokers,
    DATA_DIR: dataDir,
    GRPC_PORT: '0',
    HTTP_PORT: '0',
    UPLOAD_PORT: String(uploadPort),
    LOG_LEVEL: 'silent',
  });
  await kafka.down();
  let started = false;
  const starting = runtime.start().then(() => (started = true));

  const deadline = Date.now() + 30_000;
  while (!(await accepts(uploadPort)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await accepts(uploadPort)).toBe(true);
  expect(started).toBe(false);

  await kafka.up();
  await starting;
});
