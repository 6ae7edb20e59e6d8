// Notifications: announcements, rules, outgoing webhooks, email, jobs and cron schedules.
// Today: the account emails, sent as durable jobs from identity's and tenancy's events.
import '@portico/kit/telemetry/register';
import path from 'node:path';
import {
  createSealer,
  createServiceRuntime,
  runMain,
  type EventBus,
  type ServiceRuntime,
} from '@portico/kit';
import { loadNotificationsConfig } from './config';
import { createSmtpMailer } from './email/mailer';
import { smtpDependencyCheck } from './email/smtp-check';
import { startEmailWorker } from './domain/emailOutbox';
import { createMailRouter } from './email/providers';
import { EMAIL_TOPICS, emailEventHandler } from './events/consume';
import { ENTITLEMENT_TOPICS, entitlementEventHandler } from './events/entitlements';
import { createJobQueue } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { startAnnouncementEmailWorker } from './domain/announcementEmails';
import { tenancyClient, tenantBrand, tenantLocale } from './clients/tenancy';
import { announcementHandlers } from './grpc/announcements';
import { combineHandlers } from './grpc/index';
import { integrationHandlers } from './grpc/integrations';
import { jobHandlers } from './grpc/jobs';
import { queueDepthHandlers } from './grpc/queueDepth';
import { startQueueDepthSampler } from './domain/queueDepthSamples';
import { cleanUpCronRuns, startSchedules } from './domain/schedules';
import { ruleEvaluator } from './domain/ruleEvaluator';
import { webhookHandlers } from './grpc/webhooks';
import { startSlackWorker } from './domain/slack';
import { tenantAdminEmails } from './clients/admins';
import { emailAudience } from './clients/emailAudience';
import { roleMembers } from './clients/roleMembers';
import { INTEGRATION_TOPICS, integrationEventHandler } from './events/integrations';
import { MESSAGE_EMAIL_TOPICS, messageEmailHandler } from './events/messages';
import { identityPeople } from './clients/people';
import { INVOICE_EMAIL_TOPICS, invoiceEmailHandler } from './events/invoices';
import type { WebhookDeps } from './domain/webhookDeps';
import { dnsResolve } from './webhooks/destination';
import { startWebhookWorker } from './domain/webhookDelivery';

export async function createService(
  env: NodeJS.ProcessEnv = process.env,
  shared: { bus?: EventBus } = {},
): Promise<ServiceRuntime> {
  const config = loadNotificationsConfig(env);
  // First, so production refuses to start without the key before touching anything. One key
  // seals global credentials, tenant webhook secrets and Slack URLs; the key file stays where
  // local runs have kept it, so what they stored still opens.
  const sealer = createSealer({
    secret: config.INTEGRATIONS_ENCRYPTION_KEY,
    dataDir: path.resolve(config.DATA_DIR, 'notifications'),
    keyFile: 'integrations.key',
    variable: 'INTEGRATIONS_ENCRYPTION_KEY',
  });
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
  runtime.addDependencyCheck(smtpDependencyCheck(config.SMTP_URL));
  // A tenant's email goes through SendGrid when the key is set and its toggle is on.
  const router = createMailRouter({
    db: runtime.db,
    sealer,
    platform: mailer,
    relay: {
      host: config.SENDGRID_SMTP_HOST,
      port: config.SENDGRID_SMTP_PORT,
      requireTls: config.SENDGRID_SMTP_REQUIRE_TLS,
    },
    from: config.EMAIL_FROM,
  });
  // Each email's brand and language (tenancy's and identity's say); unset when they are.
  const audience = emailAudience({
    tenancyAddr: config.TENANCY_ADDR,
    identityAddr: config.IDENTITY_ADDR,
    publicUrl: config.PUBLIC_URL,
    logger: runtime.logger,
  });
  const deps = { db: runtime.db, queue, mailer, router, logger: runtime.logger, audience };
  // Tenant webhooks and Slack: secrets sealed with the same key, destinations checked at send.
  const webhookDeps: WebhookDeps = {
    db: runtime.db,
    queue,
    mailer,
    logger: runtime.logger,
    sealer,
    policy: {
      resolve: dnsResolve(config.WEBHOOK_DNS_SERVERS),
      allowedNetworks: config.WEBHOOK_ALLOWED_NETWORKS,
    },
    publicUrl: config.PUBLIC_URL,
    audience,
    tenantLocale: tenantLocale(tenancyClient(config.TENANCY_ADDR)),
    adminEmails: tenantAdminEmails({
      tenancyAddr: config.TENANCY_ADDR,
      identityAddr: config.IDENTITY_ADDR,
      logger: runtime.logger,
    }),
  };
  // A file upload feeds both the tenant's webhooks and the notify-user email (the kit hands it
  // to each). Each side is idempotent per event, so a redelivery after one side failed repeats
  // nothing.
  runtime.consume([...INTEGRATION_TOPICS], integrationEventHandler(webhookDeps));
  // A file shared with a role mails its members (tenancy's directory, identity's addresses);
  // a task's reminder, its assignee (identity's address).
  const members = roleMembers({
    tenancyAddr: config.TENANCY_ADDR,
    identityAddr: config.IDENTITY_ADDR,
  });
  runtime.consume(
    [...EMAIL_TOPICS],
    emailEventHandler(
      { ...deps, roleMembers: members, peopleOf: identityPeople(config.IDENTITY_ADDR) },
      config.PUBLIC_URL,
    ),
  );
  // Messaging's emails about unread messages, branded with the tenant (TENANCY_ADDR).
  runtime.consume(
    [...MESSAGE_EMAIL_TOPICS],
    messageEmailHandler(deps, tenantBrand(tenancyClient(config.TENANCY_ADDR)), config.PUBLIC_URL),
  );
  // Client invoices (issue 29): the clients' invoice and receipt, the admins' payment news.
  runtime.consume(
    [...INVOICE_EMAIL_TOPICS],
    invoiceEmailHandler(
      deps,
      {
        brandOf: tenantBrand(tenancyClient(config.TENANCY_ADDR)),
        peopleOf: identityPeople(config.IDENTITY_ADDR),
        adminEmails: webhookDeps.adminEmails,
      },
      config.PUBLIC_URL,
    ),
  );
  // The tenant's plan, kept locally so the fan-out above needs no call to tenancy per event.
  runtime.consume([...ENTITLEMENT_TOPICS], entitlementEventHandler(runtime.db));
  runtime.grpc.addService(
    loadServiceDefinition('notifications').definition,
    combineHandlers(
      announcementHandlers({
        db: runtime.db,
        queue,
        tenancy: tenancyClient(config.TENANCY_ADDR),
        adminEmails: webhookDeps.adminEmails,
      }),
      jobHandlers({ db: runtime.db, queue }),
      queueDepthHandlers(runtime.db),
      integrationHandlers({ db: runtime.db, sealer }),
      webhookHandlers(webhookDeps),
    ),
  );
  const alertEmails = (config.ALERT_EMAILS ?? config.SUPER_ADMIN_EMAIL ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  // One evaluator for the service's life: it remembers a metrics outage between ticks.
  const evaluateRules = ruleEvaluator({
    db: runtime.db,
    logger: runtime.logger,
    mailer,
    sealer,
    alertEmails,
    metricsAddr: config.METRICS_ADDR,
  });
  let stopSchedules = () => {};
  let stopSampling = () => {};
  const stopJobs = async () => {
    stopSchedules();
    stopSampling();
    await queue.stop();
    mailer.close();
    router.close();
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
      // After the queue: its start creates pg-boss's tables the sampler counts.
      stopSampling = startQueueDepthSampler(runtime.db, runtime.logger);
      await startEmailWorker(deps);
      await startWebhookWorker(webhookDeps);
      await startSlackWorker(webhookDeps);
      await startAnnouncementEmailWorker({
        db: runtime.db,
        queue,
        logger: runtime.logger,
        adminEmails: webhookDeps.adminEmails,
        publicUrl: config.PUBLIC_URL,
        audience,
      });
      stopSchedules = await startSchedules({
        db: runtime.db,
        queue,
        logger: runtime.logger,
        tickSeconds: config.CRON_TICK_SECONDS,
        work: {
          'rules.evaluate': evaluateRules,
          'retention.cleanup': () => cleanUpCronRuns(runtime.db),
        },
      });
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
