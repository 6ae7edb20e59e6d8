/**
 * A tenant's Slack incoming webhook: the URL is stored sealed and answered masked; a submitted
 * form response (and an uploaded file) posts a message. Slack accepts about one message per
 * second per channel, so each message reserves the next free second of its tenant's channel in
 * the database (whichever replica queues it) and its job waits for that second.
 */
import { invalid, type Queryable } from '@portico/kit';
import type { TenantEvent } from '../webhooks/events';
import { checkDestination, DestinationRefused } from '../webhooks/destination';
import { SLACK_QUEUE, nowOf, type WebhookDeps } from '../webhooks/deps';
import { postToSlack } from './post';

export const SLACK_MESSAGES = {
  url: 'Please enter a Slack incoming webhook URL (https://hooks.slack.com/…)',
} as const;
const SPACING_MS = 1000;

interface SlackRow {
  tenant_id: string;
  url_sealed: string;
  masked_url: string;
  enabled: boolean;
  updated_at: Date;
}

export interface SlackView {
  configured: boolean;
  maskedUrl: string;
  enabled: boolean;
  updatedAt: Date | null;
}

interface SlackJob {
  tenantId: string;
  text: string;
  /** The reserved second (epoch ms) this message may leave at. */
  slot: number;
}

/** Enough of the URL to recognise it: origin, first path segment, last four characters. */
export function maskSlackUrl(url: string): string {
  const parsed = new URL(url);
  const first = parsed.pathname.split('/').filter(Boolean)[0] ?? '';
  return `${parsed.origin}/${first ? `${first}/` : ''}…${url.slice(-4)}`;
}

const viewOf = (row: SlackRow | undefined): SlackView =>
  row
    ? {
        configured: true,
        maskedUrl: row.masked_url,
        enabled: row.enabled,
        updatedAt: row.updated_at,
      }
    : { configured: false, maskedUrl: '', enabled: false, updatedAt: null };

const findRow = async (tx: Queryable, tenantId: string) =>
  (await tx.query<SlackRow>('SELECT * FROM slack_integrations WHERE tenant_id = $1', [tenantId]))
    .rows[0];

export const getSlack = (deps: WebhookDeps, tenantId: string) =>
  deps.db.tenantTransaction(tenantId, async (tx) => viewOf(await findRow(tx, tenantId)));

/** Saves (or, with an empty URL, removes) the tenant's incoming webhook. */
export async function setSlack(
  deps: WebhookDeps,
  caller: { tenantId: string; userId: string },
  input: { url: string; enabled: boolean },
): Promise<SlackView> {
  const url = input.url.trim();
  if (!url) {
    await deps.db.tenantTransaction(caller.tenantId, (tx) =>
      tx.query('DELETE FROM slack_integrations WHERE tenant_id = $1', [caller.tenantId]),
    );
    return viewOf(undefined);
  }
  if (url.length > 500) throw invalid(SLACK_MESSAGES.url, 'url');
  try {
    await checkDestination(url, deps.policy);
  } catch (error) {
    if (!(error instanceof DestinationRefused)) throw error;
    throw invalid(error.reason === 'private' ? error.message : SLACK_MESSAGES.url, error.reason);
  }
  return deps.db.tenantTransaction(caller.tenantId, async (tx) => {
    const { rows } = await tx.query<SlackRow>(
      `INSERT INTO slack_integrations (tenant_id, url_sealed, masked_url, enabled, updated_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id) DO UPDATE SET url_sealed = $2, masked_url = $3, enabled = $4,
         updated_by = $5, updated_at = now()
       RETURNING *`,
      [caller.tenantId, deps.sealer.seal(url), maskSlackUrl(url), input.enabled, caller.userId],
    );
    return viewOf(rows[0]);
  });
}

export function slackTextOf(event: TenantEvent): string | undefined {
  const data = event.data;
  if (event.type === 'forms.response.submitted') {
    const answers = Object.entries((data.answers ?? {}) as Record<string, unknown>)
      .slice(0, 10)
      .map(
        ([question, answer]) =>
          `• ${question}: ${Array.isArray(answer) ? answer.join(', ') : String(answer)}`,
      );
    return [
      `New response to “${String(data.form_title)}” from ${String(data.user_email || 'a member')}`,
      ...answers,
    ].join('\n');
  }
  if (event.type === 'content.file.uploaded')
    return `New file uploaded: ${String(data.title || data.file_name)}`;
  return undefined;
}

/** Queues the event's Slack message in the channel's next free second, when Slack is set up. */
export async function queueSlackMessage(deps: WebhookDeps, event: TenantEvent): Promise<boolean> {
  const text = slackTextOf(event);
  if (!text) return false;
  return deps.db.transaction(async (tx) => {
    const now = nowOf(deps);
    const { rows } = await tx.query<{ slot: Date }>(
      `UPDATE slack_integrations
          SET next_slot_at = greatest(next_slot_at, $2::timestamptz) + interval '1 second'
        WHERE tenant_id = $1 AND enabled
        RETURNING next_slot_at - interval '1 second' AS slot`,
      [event.tenantId, now],
    );
    const slot = rows[0]?.slot;
    if (!slot) return false;
    await deps.queue.send<SlackJob>(
      SLACK_QUEUE,
      { tenantId: event.tenantId, text, slot: slot.getTime() },
      tx,
      { startAfterSeconds: Math.floor((slot.getTime() - now.getTime()) / 1000) },
    );
    return true;
  });
}

async function sendSlackMessage(deps: WebhookDeps, job: SlackJob): Promise<void> {
  const row = await deps.db.transaction((tx) => findRow(tx, job.tenantId));
  if (!row?.enabled) return;
  // pg-boss wakes in whole seconds; the channel's pace is kept to the millisecond here.
  const wait = job.slot - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, SPACING_MS)));
  const answer = await postToSlack(deps.sealer.open(row.url_sealed), job.text, deps.policy);
  if (answer.status === 429 || answer.status >= 500)
    throw new Error(`Slack answered ${answer.status}; retrying`);
  if (answer.status >= 400)
    deps.logger.warn({ tenant_id: job.tenantId, status: answer.status }, 'Slack refused a message');
}

export async function startSlackWorker(deps: WebhookDeps): Promise<void> {
  await deps.queue.createQueue(SLACK_QUEUE, { retryLimit: 5, retryDelaySeconds: 2 });
  await deps.queue.work<SlackJob>(SLACK_QUEUE, (job) => sendSlackMessage(deps, job.data));
}
