/**
 * Email as a durable job. `queueEmail` logs the message and queues its job in one
 * transaction, once per (event, template, recipient), so a redelivered event sends nothing
 * twice. The job carries only the log row's id; `sendQueuedEmail` renders and sends it,
 * recording every attempt. A failed attempt throws, and pg-boss retries it with backoff
 * until the queue's retry limit, after which the row says `failed`.
 */
import type { Database, Logger } from '@portico/kit';
import type { JobQueue } from '@portico/kit';
import { beginAttempt, insertEmail, markFailed, markSent, type NewEmail } from '../store/emailLog';
import type { Mailer } from '../email/mailer';
import type { EmailProvider, MailRouter } from '../email/providers';
import { renderEmail } from '../email/templates';
import type { EmailAudience } from '../clients/emailAudience';
import { linksNamingTenant } from './portalLinks';

export const EMAIL_QUEUE = 'email';
export const EMAIL_RETRY_LIMIT = 5;

export interface EmailJob {
  emailId: string;
}

export interface EmailDeps {
  db: Database;
  queue: JobQueue;
  /** The platform's SMTP server. */
  mailer: Mailer;
  logger: Logger;
  /** Picks SendGrid for a tenant that has it (providers.ts); without it, `mailer` sends all. */
  router?: MailRouter;
  /** The brand and language each email is written in; unset when tenancy or identity is. */
  audience?: EmailAudience;
}

export type EmailToQueue = Omit<NewEmail, 'status'> & {
  synthetic?: boolean;
  /** The recipient's account, when the event names it (their language, their tenant). */
  userId?: string;
};

/**
 * The email as its recipient reads it: under the brand of the tenant it speaks for and in
 * their language (clients/emailAudience.ts), with a role named by the tenant's label. Without
 * tenancy and identity (a service run alone) it keeps what the event carried, in English.
 */
export async function addressed(
  audience: EmailAudience | undefined,
  email: EmailToQueue,
): Promise<EmailToQueue> {
  if (!audience || email.synthetic) return email;
  const who = await audience({
    ...(email.tenantId ? { tenantId: email.tenantId } : {}),
    ...(email.userId ? { userId: email.userId } : {}),
    email: email.to,
  });
  const role = email.data.role;
  const tenantId = email.tenantId ?? who.tenantId;
  return {
    ...email,
    ...(tenantId ? { tenantId } : {}),
    data: {
      ...email.data,
      // The subdomain is the branded tenant's: only links into that tenant name it.
      ...(who.subdomain && who.tenantId
        ? linksNamingTenant(email.data, { tenantId: who.tenantId, subdomain: who.subdomain })
        : {}),
      locale: who.locale,
      ...(who.branding ? { branding: who.branding } : {}),
      ...(role && who.roleLabels[role] ? { roleLabel: who.roleLabels[role] } : {}),
    },
  };
}

/** Logs the email and queues it (or only logs it, for synthetic traffic). */
export async function queueEmail(
  deps: Pick<EmailDeps, 'db' | 'queue'> & { audience?: EmailAudience },
  planned: EmailToQueue,
): Promise<void> {
  const email = await addressed(deps.audience, planned);
  await deps.db.transaction(async (tx) => {
    const id = await insertEmail(tx, { ...email, status: email.synthetic ? 'skipped' : 'queued' });
    if (id && !email.synthetic) await deps.queue.send<EmailJob>(EMAIL_QUEUE, { emailId: id }, tx);
  });
}

export async function sendQueuedEmail(deps: EmailDeps, job: EmailJob): Promise<void> {
  const row = await beginAttempt(deps.db, job.emailId);
  if (!row) return;
  let provider: EmailProvider = 'smtp';
  try {
    const route = deps.router
      ? await deps.router.route(row.tenant_id)
      : { mailer: deps.mailer, provider };
    provider = route.provider;
    const { providerId } = await route.mailer.send(
      row.to_address,
      renderEmail(row.template, row.data),
    );
    await markSent(deps.db, row.id, providerId, provider);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = row.attempts > EMAIL_RETRY_LIMIT;
    await markFailed(deps.db, row.id, message, final, provider);
    deps.logger.warn(
      { email_id: row.id, template: row.template, attempts: row.attempts, provider, err: error },
      final ? 'email failed for good' : 'email attempt failed; retrying',
    );
    throw error;
  }
}

export async function startEmailWorker(deps: EmailDeps): Promise<void> {
  await deps.queue.createQueue(EMAIL_QUEUE, {
    retryLimit: EMAIL_RETRY_LIMIT,
    retryDelaySeconds: 5,
  });
  await deps.queue.work<EmailJob>(EMAIL_QUEUE, (job) => sendQueuedEmail(deps, job.data));
}
