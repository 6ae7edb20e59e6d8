import { z } from 'zod';
import { loadServiceConfig, refuseSilentFallback } from '@portico/kit';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Notifications' own variables: the SMTP server mail goes to (maildev's port on this machine
 * by default, which `make up` runs), the sender, and the portal's address for links of its own
 * (the welcome email's).
 */
export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadNotificationsVariables(env);
  refuseSilentFallback(env, {
    variable: 'SMTP_URL',
    set: Boolean(env.SMTP_URL?.trim()),
    optedIn: config.MAIL_DELIVERY === 'local',
    optIn: 'MAIL_DELIVERY=local',
    fallback: 'mail goes to a local catcher (smtp://127.0.0.1:1025) and never reaches anyone',
  });
  // The sender's domain is the portal's own unless a deployment names one: a tenant's email
  // says "Acme <no-reply@…>", and a product's name in that address would not be Acme's. The
  // platform's own mail keeps the display name.
  const EMAIL_FROM =
    config.EMAIL_FROM ??
    `Portico <no-reply@${new URL(config.PUBLIC_URL ?? 'http://localhost').hostname}>`;
  return { ...config, EMAIL_FROM };
}

const loadNotificationsVariables = (env: NodeJS.ProcessEnv) =>
  loadServiceConfig(
    'notifications',
    {
      SMTP_URL: optional
        .pipe(
          z
            .string()
            .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
            .optional(),
        )
        .transform((v) => v ?? 'smtp://127.0.0.1:1025'),
      /** `local` sends mail to the local default on purpose (required for that in production). */
      MAIL_DELIVERY: z.enum(['smtp', 'local']).optional(),
      /** The sender; unset: no-reply at PUBLIC_URL's host (loadNotificationsConfig). */
      EMAIL_FROM: optional,
      PUBLIC_URL: optional.pipe(z.string().url('must be a URL').optional()),
      /**
       * How often an idle worker looks for work, in seconds (pg-boss's minimum 0.5). A job this
       * process queues wakes its worker when it commits (kit jobs/queue.ts), so polling only
       * finds retries and delayed jobs coming due: four queues asking every second were a
       * large part of this service's idle CPU (bench/README.md, issue 31's idle target).
       */
      JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(5),
      /** Seals global integration credentials (AES-256-GCM); unset: a key file in DATA_DIR. */
      INTEGRATIONS_ENCRYPTION_KEY: optional,
      /** Where alert rules' email action writes (comma separated); SUPER_ADMIN_EMAIL if unset. */
      ALERT_EMAILS: optional,
      SUPER_ADMIN_EMAIL: optional,
      /** The metrics service, for rules on the error rate; unset: those rules have no data. */
      METRICS_ADDR: optional,
      /** Tenancy and identity: who a tenant's admins are and their addresses (the "webhook
       * disabled" email); unset: that email goes to the admin who added the endpoint. */
      TENANCY_ADDR: optional,
      IDENTITY_ADDR: optional,
      /** SendGrid's SMTP relay, used for a tenant's email when the global sendgrid key is set
       * and the tenant's toggle is on; a test points host and port at a local peer. */
      SENDGRID_SMTP_HOST: z.string().default('smtp.sendgrid.net'),
      SENDGRID_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
      /** false only for a local peer without TLS: the API key must not cross the network bare. */
      SENDGRID_SMTP_REQUIRE_TLS: z
        .enum(['true', 'false'])
        .default('true')
        .transform((v) => v === 'true'),
      /** How often each replica looks for due schedules (a tick fires once across replicas). */
      CRON_TICK_SECONDS: z.coerce.number().min(1).default(20),
      /** CIDRs a webhook may reach although internal (e.g. a receiver inside the cluster). */
      WEBHOOK_ALLOWED_NETWORKS: optional.transform((v) =>
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
      /** DNS servers (`host:port`, comma separated) webhook hosts are resolved with. */
      WEBHOOK_DNS_SERVERS: optional,
    },
    env,
  );
