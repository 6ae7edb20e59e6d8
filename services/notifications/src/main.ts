// Notifications: announcements, rules, outgoing webhooks, email, jobs and cron schedules.
// Today: the account emails, sent as durable jobs from identity's and tenancy's events.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import { createServiceRuntime, runMain, type EventBus, type ServiceRuntime } from '@portico/kit';
import { loadNotificationsConfig } from './config';
import { createSmtpMailer } from './email/mailer';
import { startEmailWorker } from './email/outbox';
import { EMAIL_TOPICS, emailEventHandler } from './events/consume';
import { createJobQueue } from './jobs/queue';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadNotificationsConfig(env);
  const runtime = await createServiceRuntime('notifications', config, {
    migrationsDir: path.join(__dirname, '..', 'migrations'),
    bus: shared.bus,
  });
  const queue = createJobQueue({
    db: runtime.db,
    logger: runtime.logger,
    pollingIntervalSeconds: config.JOB_POLL_SECONDS,
  });
  const mailer = createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM });
  const deps = { db: runtime.db, queue, mailer, logger: runtime.logger };
  runtime.consume(EMAIL_TOPICS, emailEventHandler(deps, config.PUBLIC_URL));
  const stopJobs = async () => {
    await queue.stop();
    mailer.close();
  };
  // The kit's shutdown closes the database as one of its own steps, before any step added
  // here would run; so the queue stops first when the runtime is stopped, and again (a no-op
  // by then) as a step for the signal path.
  runtime.lifecycle.add('email jobs', stopJobs);
  return {
    ...runtime,
    // The queue starts with the service, not when it is built: `--migrate-only` must not poll.
    // Before the consumers join, so the first event finds the email queue in place.
    async start() {
      await queue.start();
      await startEmailWorker(deps);
      return runtime.start();
    },
    async stop() {
      await stopJobs().catch((error: unknown) =>
        runtime.logger.error({ err: error }, 'email jobs did not stop cleanly'),
      );
      return runtime.stop();
    },
  };
}

if (require.main === module) runMain(() => createService());
