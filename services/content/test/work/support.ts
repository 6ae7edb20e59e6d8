/**
 * What content's integration tests share: one upload stack on real PostgreSQL and disk for
 * the file (folders, versions, approvals), the whole service on its own broker (tasks, their
 * reminders and templates, the gRPC surface), an upload through the listener, and a refusal
 * read as the code and message a caller would get.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEventBus, createLogger, type DomainError, type EventBus } from '@portico/kit';
import { createTestDatabase, type TestDatabase } from '../../../../tooling/test-infra/db';
import { startKafka, type RunningKafka } from '../../../../tooling/test-infra/kafka';
import { createService, type ContentRuntime } from '../../src/main';
import { startUploadStack, tus, type UploadStack } from '../uploads/harness';

/** Starts the stack before the file's tests and closes it after; read `stack()` inside them. */
export function useUploadStack(): () => UploadStack {
  let stack: UploadStack | undefined;
  beforeAll(async () => {
    stack = await startUploadStack('disk');
  });
  afterAll(async () => {
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error('the upload stack has not started');
    return stack;
  };
}

export interface ContentService {
  runtime: ContentRuntime;
  /** A client of the service's broker, for the test's own subscriptions and events. */
  bus: EventBus;
  grpcPort: number;
  /** The service's DATA_DIR, removed after the file (a place for the test's own files too). */
  dataDir: string;
}

/**
 * Starts the whole content service before the file's tests, on a database named `content_<name>`
 * and a broker of its own (the service joins the group portico-content, as every stack's does),
 * and stops it after; read `service()` inside the tests. Declare it before hooks that use it.
 */
export function useContentService(name: string): () => ContentService {
  let database: TestDatabase | undefined;
  let kafka: RunningKafka | undefined;
  let dataDir: string | undefined;
  let started: ContentService | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(`content_${name}`, { asServiceUser: true });
    dataDir = mkdtempSync(path.join(os.tmpdir(), `content-${name}-`));
    kafka = await startKafka();
    const bus = createEventBus({
      brokers: kafka.brokers,
      clientId: `content-${name}-test`,
      logger: createLogger(`content-${name}-test`, 'silent'),
    });
    const runtime = await createService({
      DATABASE_URL: database.url,
      KAFKA_BROKERS: kafka.brokers,
      DATA_DIR: dataDir,
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      UPLOAD_PORT: '0',
      LOG_LEVEL: 'silent',
    });
    started = { runtime, bus, grpcPort: 0, dataDir };
    started.grpcPort = (await runtime.start()).grpcPort;
  });
  afterAll(async () => {
    await started?.runtime.stop();
    await started?.bus.close();
    await kafka?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!started) throw new Error('the content service has not started');
    return started;
  };
}

/** Uploads `bytes` in one PATCH with `grant`; answers the file id the listener reports. */
export async function uploadWith(stack: UploadStack, grant: string, bytes: Buffer) {
  const client = tus(stack.port, grant);
  const { id } = await client.create(bytes.length);
  const done = await client.patch(id, 0, bytes);
  expect(done.status).toBe(204);
  return done.headers['upload-file-id'] as string;
}

/** The refusal a call ends in, as its code and message; a call that succeeds fails the test. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: DomainError) => ({ code: error.code, message: error.message }),
  );
