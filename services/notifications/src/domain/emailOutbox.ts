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
}

/** Logs the email and queues it (or only logs it, for synthetic traffic). */
export async function queueEmail(
  deps: Pick<EmailDeps, 'db' | 'queue'>,
  email: Omit<NewEmail, 'status'> & { synthetic?: boolean },
): Promise<void> {
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
