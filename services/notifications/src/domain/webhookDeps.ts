/** What the webhook and Slack modules need from the service. */
import type { Database, Logger, Sealer } from '@portico/kit';
import type { Mailer } from '../email/mailer';
import type { AdminEmails } from '../clients/admins';
import type { EmailAudience } from '../clients/emailAudience';
import type { JobQueue } from '@portico/kit';
import type { DestinationPolicy } from '../webhooks/destination';

export interface WebhookDeps {
  db: Database;
  queue: JobQueue;
  /** Unused here; the email outbox's deps are a subset of these. */
  mailer?: Mailer;
  sealer: Sealer;
  /** How destinations resolve and which internal networks an operator allowed. */
  policy: DestinationPolicy;
  logger: Logger;
  /** The portal's address, for the link in the "webhook disabled" email. */
  publicUrl?: string;
  now?: () => Date;
  /** The tenant's admins' addresses (tenancy and identity); unset: the endpoint's creator. */
  adminEmails?: AdminEmails;
  /** The "webhook disabled" email's brand and language (clients/emailAudience.ts). */
  audience?: EmailAudience;
  /** The tenant's default language, for its Slack lines (clients/tenancy.ts); unset: English. */
  tenantLocale?: (tenantId: string) => Promise<string | undefined>;
  /** Per attempt; 15 s unless a test shortens it. */
  timeoutMs?: number;
}

export const WEBHOOK_QUEUE = 'webhook-delivery';
export const SLACK_QUEUE = 'slack-message';

export interface DeliveryJob {
  tenantId: string;
  deliveryId: string;
}

export const nowOf = (deps: Pick<WebhookDeps, 'now'>) => (deps.now ?? (() => new Date()))();
