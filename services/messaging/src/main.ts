// Messaging: conversations between a tenant's team and its clients, their messages, read
// positions, search, email for people who are away, and replies that come back by email.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import {
  createGrpcClient,
  createJobQueue,
  createServiceRuntime,
  Lifecycle,
  outcomeCounter,
  runMain,
  type EventBus,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { contentFiles } from './clients/content';
import { identityPeople } from './clients/identity';
import { tenancyDirectory } from './clients/tenancy';
import { loadMessagingConfig } from './config';
import type { Directory, FileAccess, MessagingDeps, People } from './domain/deps';
import { EMAIL_BATCH_QUEUE } from './domain/posting';
import { scheduleMessagePruning } from './domain/retention';
import { DIGEST_QUEUE, sendBatch, sendDigest, type UnreadEmailDeps } from './domain/unreadEmails';
import { CONSUMED_TOPICS, messagingEventHandler } from './events/consume';
import { messagingHandlers } from './grpc/handlers';
import { createInboundListener } from './inbound/listener';

export interface MessagingRuntime extends ServiceRuntime {
  /** The inbound mail listener's port once started. */
  inboundSmtpPort(): number;
}

/** The other services' answers; tests may pass their own (a clock, a stand-in directory). */
export interface MessagingShared {
  bus?: EventBus;
  directory?: Directory;
  people?: People;
  files?: FileAccess;
  now?: () => Date;
}

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: MessagingShared = {},
): Promise<MessagingRuntime> {
  const config = loadMessagingConfig(env);
  const runtime = await createServiceRuntime('messaging', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  const directory = shared.directory ?? tenancyDirectory(config.TENANCY_ADDR);
  const people = shared.people ?? identityPeople(config.IDENTITY_ADDR);
  const now = shared.now ?? (() => new Date());
  // Email jobs are queued in the transaction that stores the message (a tenant-scoped one).
  const queue = createJobQueue({
    db: runtime.db,
    logger: runtime.logger,
    pollingIntervalSeconds: config.JOB_POLL_SECONDS,
    sendFromTenantTransactions: true,
  });
  const postedMessages = outcomeCounter(
    runtime.registry,
    'messaging_messages_posted_total',
    'Messages posted in the portal or through the API (replies by email: messaging_inbound_mail_total)',
    [],
  );
  const deps: MessagingDeps = {
    db: runtime.db,
    directory,
    files: shared.files ?? contentFiles(config.CONTENT_ADDR),
    queue,
    now,
    emailDelaySeconds: config.MESSAGE_EMAIL_DELAY_SECONDS,
    posted: () => postedMessages.inc(),
  };
  runtime.grpc.addService(loadServiceDefinition('messaging').definition, messagingHandlers(deps));
  runtime.consume(CONSUMED_TOPICS, messagingEventHandler(runtime.db));

  const emailDeps: UnreadEmailDeps = {
    db: runtime.db,
    directory,
    people,
    queue,
    now,
    publicUrl: config.PUBLIC_URL,
    replyDomain: config.REPLY_DOMAIN,
    digestHourUtc: config.MESSAGE_DIGEST_HOUR_UTC,
  };
  const inbound = createInboundListener({
    ...deps,
    people,
    replyDomain: config.REPLY_DOMAIN,
    logger: runtime.logger,
    outcomes: outcomeCounter(
      runtime.registry,
      'messaging_inbound_mail_total',
      'Replies by email, by outcome: posted, or the reason they were refused',
      ['outcome'],
    ),
  });
  const tenancy = createGrpcClient(loadServiceDefinition('tenancy').Client, config.TENANCY_ADDR, {
    deadlineMs: 5000,
  });

  // The listener stops taking mail first, then the jobs, then the kit's own steps.
  const lifecycle = new Lifecycle(runtime.logger, config.SHUTDOWN_GRACE_MS);
  let inboundPort = 0;
  let stopPruning = () => {};
  lifecycle.add('inbound mail', () => inbound.close());
  lifecycle.add('email jobs', async () => {
    stopPruning();
    await queue.stop();
  });
  lifecycle.add('service', async () => {
    if (!(await runtime.lifecycle.stop())) throw new Error('service did not stop cleanly');
  });

  return {
    ...runtime,
    lifecycle,
    inboundSmtpPort: () => inboundPort,
    stop: () => lifecycle.stop(),
    // The queue and the listener start with the service, not when it is built:
    // `--migrate-only` must neither poll nor listen.
    async start() {
      await queue.start();
      await queue.createQueue(EMAIL_BATCH_QUEUE, { retryLimit: 5, retryDelaySeconds: 30 });
      await queue.createQueue(DIGEST_QUEUE, { retryLimit: 5, retryDelaySeconds: 60 });
      await queue.work<{ tenantId: string; conversationId: string }>(EMAIL_BATCH_QUEUE, (job) =>
        sendBatch(emailDeps, job.data),
      );
      await queue.work<{ tenantId: string; userId: string }>(DIGEST_QUEUE, (job) =>
        sendDigest(emailDeps, job.data),
      );
      stopPruning = scheduleMessagePruning(
        runtime.db,
        async () => (await tenancy.GetPlatformSettings({}, {})).settings_json,
        runtime.logger,
        config.STREAM_LOG_HOURS,
      );
      const ports = await runtime.start();
      inboundPort = await inbound.listen(config.INBOUND_SMTP_PORT, config.INBOUND_SMTP_HOST);
      runtime.logger.info({ port: inboundPort }, 'inbound mail listener ready');
      return ports;
    },
  };
}

if (require.main === module) runMain(() => createService());
