// Content: files (metadata here, bytes in blob storage), file assignments and embeds.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import {
  createServiceRuntime,
  Lifecycle,
  runMain,
  type EventBus,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { diskStorage } from './blob/disk';
import { s3Storage } from './blob/s3';
import type { BlobStorage } from './blob/storage';
import { loadContentConfig, type ContentConfig } from './config';
import { importEsm } from './esm';
import { contextSigner } from './domain/contextToken';
import { scheduleTaskReminders } from './domain/taskReminders';
import { DEPARTURE_TOPICS, departureHandler } from './events/consume';
import { FORM_TOPICS, formAnsweredHandler } from './events/formAnswered';
import { onboardingHandler, ONBOARDING_TOPICS } from './events/onboarding';
import { contentHandlers } from './grpc/handlers';
import { platformStorageHandlers } from './grpc/platformStorage';
import { taskHandlers } from './grpc/tasks';
import { templateHandlers } from './grpc/taskTemplates';
import { workHandlers } from './grpc/work';
import { planQuota } from './net/planQuota';
import { assertSafeHost, probeFraming } from './net/targets';
import { PgAdvisoryLocker } from './uploads/locker';
import { clamdScanner, noScanner } from './uploads/scanner';
import { createUploadServer } from './uploads/server';

export interface ContentRuntime extends ServiceRuntime {
  /** The upload/download listener's port once started. */
  uploadPort(): number;
}

export function blobStorageFor(config: ContentConfig): Promise<BlobStorage> {
  const expireAfterMs = config.UPLOAD_EXPIRE_HOURS * 3600_000;
  if (config.FILE_STORAGE === 'local' || !config.S3_ENDPOINT)
    return diskStorage(path.resolve(config.DATA_DIR, 'files'), { expireAfterMs });
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    expireAfterMs,
  });
}

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus; storage?: BlobStorage } = {},
): Promise<ContentRuntime> {
  const config = loadContentConfig(env);
  const runtime = await createServiceRuntime('content', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  const storage = shared.storage ?? (await blobStorageFor(config));
  const scanner = config.CLAMD_HOST
    ? clamdScanner({
        host: config.CLAMD_HOST,
        port: config.CLAMD_PORT,
        maxBytes: config.SCAN_MAX_BYTES,
      })
    : noScanner;

  // Upload locks must hold across replicas: PostgreSQL advisory locks on a pool of their own.
  // PGlite is one process's database, so tus's in-memory locker is exact there.
  const locker = config.DATABASE_URL
    ? new PgAdvisoryLocker({
        url: config.DATABASE_URL,
        max: config.UPLOAD_LOCK_POOL_SIZE,
        logger: runtime.logger,
      })
    : new (
        await importEsm<typeof import('@tus/server', { with: { 'resolution-mode': 'import' } })>(
          '@tus/server',
        )
      ).MemoryLocker();

  const quotaFor = planQuota({
    billingAddr: config.BILLING_ADDR,
    fallbackBytes: config.STORAGE_QUOTA_BYTES,
    logger: runtime.logger,
  });
  const fileDeps = {
    db: runtime.db,
    storage,
    grantSecret: config.UPLOAD_GRANT_SECRET,
    grantTtlSeconds: config.UPLOAD_GRANT_TTL_SECONDS,
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    quotaFor,
  };
  runtime.grpc.addService(loadServiceDefinition('content').definition, {
    ...platformStorageHandlers({ db: runtime.db, quotaFor }),
    ...workHandlers(fileDeps),
    ...taskHandlers(runtime.db),
    ...templateHandlers(runtime.db),
    ...contentHandlers(
      fileDeps,
      {
        db: runtime.db,
        assertSafeHost,
        probeFraming: (url) =>
          probeFraming(url, {
            portalOrigin: config.PORTAL_ORIGIN,
            timeoutMs: config.EMBED_CHECK_TIMEOUT_MS,
          }),
      },
      contextSigner(config.EMBED_CONTEXT_KEY),
    ),
  });
  runtime.consume(DEPARTURE_TOPICS, departureHandler(runtime.db, storage));
  runtime.consume(FORM_TOPICS, formAnsweredHandler(runtime.db));
  runtime.consume(ONBOARDING_TOPICS, onboardingHandler(runtime.db));

  const { http: uploads, cleanUpExpired } = await createUploadServer({
    db: runtime.db,
    storage,
    scanner,
    locker,
    grantSecret: config.UPLOAD_GRANT_SECRET,
    maxBytes: config.UPLOAD_MAX_BYTES,
    publicPath: config.UPLOAD_PUBLIC_PATH,
    logger: runtime.logger,
  });

  // The upload listener stops first (in-flight uploads finish), then the kit's own steps.
  const lifecycle = new Lifecycle(runtime.logger, config.SHUTDOWN_GRACE_MS);
  let cleanup: NodeJS.Timeout | undefined;
  let stopReminders = () => {};
  lifecycle.add('upload cleanup', () => clearInterval(cleanup));
  lifecycle.add('task reminders', () => stopReminders());
  lifecycle.add(
    'upload server',
    () => new Promise<void>((resolve) => uploads.close(() => resolve())),
  );
  lifecycle.add('service', async () => {
    if (!(await runtime.lifecycle.stop())) throw new Error('service did not stop cleanly');
  });
  if (locker instanceof PgAdvisoryLocker) lifecycle.add('upload locks', () => locker.stop());

  return {
    ...runtime,
    lifecycle,
    stop: () => lifecycle.stop(),
    async start() {
      if (locker instanceof PgAdvisoryLocker) await locker.start();
      // Before the runtime, which waits for the consumer group to take it in: after a restart
      // that is a whole session timeout (the group waits for the process that died), and
      // uploads refused all that time while readiness already answered 200.
      await new Promise<void>((resolve) => uploads.listen(config.UPLOAD_PORT, resolve));
      const ports = await runtime.start();
      cleanup = setInterval(() => {
        cleanUpExpired().catch((error: unknown) =>
          // Housekeeping: the next hour tries again.
          runtime.logger.warn({ err: error }, 'could not remove expired uploads'),
        );
      }, 3600_000);
      cleanup.unref();
      stopReminders = scheduleTaskReminders(runtime.db, runtime.logger);
      return ports;
    },
    uploadPort() {
      const address = uploads.address();
      return typeof address === 'object' && address ? address.port : config.UPLOAD_PORT;
    },
  };
}

if (require.main === module) runMain(() => createService());
