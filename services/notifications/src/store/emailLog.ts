/** SQL for the email log: one row per message, updated by every sending attempt. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@portico/kit';
import type { TemplateData, TemplateName } from '../email/templates';

export type EmailStatus = 'queued' | 'sending' | 'sent' | 'retrying' | 'failed' | 'skipped';

export interface EmailLogRow {
  id: string;
  event_id: string;
  tenant_id: string | null;
  to_address: string;
  template: TemplateName;
  data: TemplateData;
  status: EmailStatus;
  attempts: number;
  provider_id: string | null;
  /** smtp or sendgrid: which way the last attempt left. */
  provider: string | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface NewEmail {
  eventId: string;
  tenantId?: string;
  to: string;
  template: TemplateName;
  data: TemplateData;
  status: 'queued' | 'skipped';
}

/** Logs an email once per (event, template, recipient); answers its id only when new. */
export async function insertEmail(db: Queryable, email: NewEmail): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO email_log (id, event_id, tenant_id, to_address, template, data, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (event_id, template, to_address) DO NOTHING
     RETURNING id`,
    [
      randomUUID(),
      email.eventId,
      email.tenantId || null,
      email.to,
      email.template,
      JSON.stringify(email.data),
      email.status,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Counts an attempt and answers the row, or null when it is gone or already sent. */
export async function beginAttempt(db: Queryable, id: string): Promise<EmailLogRow | null> {
  const { rows } = await db.query<EmailLogRow>(
    `UPDATE email_log SET attempts = attempts + 1, status = 'sending'
      WHERE id = $1 AND status IN ('queued', 'retrying', 'sending')
      RETURNING *`,
    [id],
  );
  return rows[0] ?? null;
}

export async function markSent(
  db: Queryable,
  id: string,
  providerId: string,
  provider = 'smtp',
): Promise<void> {
  await db.query(
    `UPDATE email_log SET status = 'sent', provider_id = $2, provider = $3, sent_at = now(),
            last_error = NULL
      WHERE id = $1`,
    [id, providerId, provider],
  );
}

export async function markFailed(
  db: Queryable,
  id: string,
  error: string,
  final: boolean,
  provider = 'smtp',
): Promise<void> {
  await db.query('UPDATE email_log SET status = $2, last_error = $3, provider = $4 WHERE id = $1', [
    id,
    final ? 'failed' : 'retrying',
    error.slice(0, 1000),
    provider,
  ]);
}

export async function listEmails(
  db: Queryable,
  filter: { to?: string; limit?: number } = {},
): Promise<EmailLogRow[]> {
  const { rows } = await db.query<EmailLogRow>(
    `SELECT * FROM email_log
      WHERE ($1::text IS NULL OR lower(to_address) = lower($1))
      ORDER BY created_at DESC LIMIT $2`,
    [filter.to ?? null, filter.limit ?? 100],
  );
  return rows;
}
