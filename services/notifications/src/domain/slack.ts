/**
 * A tenant's Slack incoming webhook: the URL is stored sealed and answered masked; a submitted
 * form response (and an uploaded file, a client's message, ...) posts a message, told in the
 * tenant's language (the service's catalogue, email/i18n); a client's message carries the notes
 * its thread shows under it. Slack accepts about one message per second per channel, so each
 * message, when its job runs, reserves the channel's next free second in the database
 * (whichever replica runs it) and waits for that second before posting.
 */
import type { IntlShape } from '@formatjs/intl' with { 'resolution-mode': 'import' };
import { invalid } from '@portico/kit';
import * as store from '../store/slack';
import type { SlackRow } from '../store/slack';
import type { TenantEvent } from './webhookEvents';
import { checkDestination, DestinationRefused } from '../webhooks/destination';
import { SLACK_QUEUE, type WebhookDeps } from './webhookDeps';
import { postToSlack } from '../slack/post';
import { intlFor } from '../email/intl';

export const SLACK_MESSAGES = {
  url: 'Please enter a Slack incoming webhook URL (https://hooks.slack.com/…)',
} as const;
const SPACING_MS = 1000;

export interface SlackView {
  configured: boolean;
  maskedUrl: string;
  enabled: boolean;
  updatedAt: Date | null;
}

interface SlackJob {
  tenantId: string;
  text: string;
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

export const getSlack = (deps: WebhookDeps, tenantId: string) =>
  deps.db.tenantTransaction(tenantId, async (tx) => viewOf(await store.findSlack(tx, tenantId)));

/** Saves (or, with an empty URL, removes) the tenant's incoming webhook. */
export async function setSlack(
  deps: WebhookDeps,
  caller: { tenantId: string; userId: string },
  input: { url: string; enabled: boolean },
): Promise<SlackView> {
  const url = input.url.trim();
  if (!url) {
    await deps.db.tenantTransaction(caller.tenantId, (tx) =>
      store.deleteSlack(tx, caller.tenantId),
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
  return deps.db.tenantTransaction(caller.tenantId, async (tx) =>
    viewOf(
      await store.upsertSlack(tx, {
        tenant_id: caller.tenantId,
        url_sealed: deps.sealer.seal(url),
        masked_url: maskSlackUrl(url),
        enabled: input.enabled,
        updated_by: caller.userId,
      }),
    ),
  );
}

/** A message's note (messaging's MessageNote) as the team reads it; none for a code unknown here. */
function noteLine(intl: IntlShape<string>, note: { code: string; count: number }): string[] {
  switch (note.code) {
    case 'attachments_not_added':
      return [intl.formatMessage({ id: 'slack.note.attachmentsNotAdded' }, { count: note.count })];
    default:
      return [];
  }
}

/** The event's Slack message; `locale` is the tenant's language (English when unset). */
export function slackTextOf(event: TenantEvent, locale?: string): string | undefined {
  const data = event.data;
  const intl = intlFor(locale);
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = String(data.title);
  switch (event.type) {
    case 'forms.response.submitted': {
      // The questions and answers are the form's own words, in whatever language it was written.
      const answers = Object.entries((data.answers ?? {}) as Record<string, unknown>)
        .slice(0, 10)
        .map(
          ([question, answer]) =>
            `• ${question}: ${Array.isArray(answer) ? answer.join(', ') : String(answer)}`,
        );
      const sender = String(data.user_email || say('slack.form.someone'));
      return [
        say('slack.form.submitted', { form: String(data.form_title), sender }),
        ...answers,
      ].join('\n');
    }
    case 'content.file.uploaded':
      return say('slack.file.uploaded', { title: String(data.title || data.file_name) });
    case 'content.task.completed':
      return say('slack.task.completed', { title });
    case 'content.task.overdue':
      return say('slack.task.overdue', { title });
    case 'content.file_request.fulfilled':
      return say('slack.fileRequest.fulfilled', { title });
    case 'content.approval.decided':
      return data.decision === 'approved'
        ? say('slack.approval.approved', { title })
        : say('slack.approval.changesRequested', { title, comment: String(data.comment) });
    case 'message.created': {
      // A client's message is news to the team; the team's own replies are not.
      if (data.sender_side !== 'client') return undefined;
      const notes = (data.notes ?? []) as { code: string; count: number }[];
      return [
        say('slack.message.created', {
          subject: String(data.conversation_subject),
          excerpt: String(data.excerpt),
        }),
        ...notes.flatMap((note) => noteLine(intl, note)),
      ].join('\n');
    }
    default:
      return undefined;
  }
}

/**
 * Queues the event's Slack message when the tenant has Slack set up and enabled, once per
 * event however often the event is delivered.
 */
export async function queueSlackMessage(
  deps: WebhookDeps,
  eventId: string,
  event: TenantEvent,
): Promise<boolean> {
  // Asked only for a tenant whose Slack is on (events/integrations.ts), once per event.
  const text = slackTextOf(event, await deps.tenantLocale?.(event.tenantId));
  if (!text) return false;
  return deps.db.transaction(async (tx) => {
    const row = await store.findSlack(tx, event.tenantId);
    if (!row?.enabled) return false;
    if (!(await store.recordSlackMessage(tx, event.tenantId, eventId))) return false;
    await deps.queue.send<SlackJob>(SLACK_QUEUE, { tenantId: event.tenantId, text }, tx);
    return true;
  });
}

/**
 * The channel's next free second, at least SPACING_MS after the one reserved before it: taken
 * when the message is about to leave, so however late a job starts, no two posts to a channel
 * leave less than a second apart.
 */
const reserveSlot = (deps: WebhookDeps, tenantId: string): Promise<number | undefined> =>
  store.reserveSlot(deps.db, tenantId, new Date(), SPACING_MS);

async function sendSlackMessage(deps: WebhookDeps, job: SlackJob): Promise<void> {
  const row = await deps.db.transaction((tx) => store.findSlack(tx, job.tenantId));
  if (!row?.enabled) return;
  const slot = await reserveSlot(deps, job.tenantId);
  if (slot === undefined) return;
  const answer = await postToSlack(deps.sealer.open(row.url_sealed), job.text, deps.policy, slot);
  if (answer.status === 429 || answer.status >= 500)
    throw new Error(`Slack answered ${answer.status}; retrying`);
  if (answer.status >= 400)
    deps.logger.warn({ tenant_id: job.tenantId, status: answer.status }, 'Slack refused a message');
}

export async function startSlackWorker(deps: WebhookDeps): Promise<void> {
  await deps.queue.createQueue(SLACK_QUEUE, { retryLimit: 5, retryDelaySeconds: 2 });
  await deps.queue.work<SlackJob>(SLACK_QUEUE, (job) => sendSlackMessage(deps, job.data));
}
