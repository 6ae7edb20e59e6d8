/**
 * One delivery attempt and what follows it: the attempt is claimed, signed with the
 * endpoint's secrets (both while a rotation overlaps), sent through the send-time SSRF check,
 * logged, and then the retry schedule decides: a later job (Retry-After honoured), a 410 that
 * disables the endpoint, or the end. An endpoint failing for 5 days without one success is
 * disabled and the tenant's admins are emailed (clients/admins.ts). Jobs run on the service's pg-boss queue; a
 * retry's job is queued in the transaction that logs the failed attempt.
 */
import { queueEmail } from './emailOutbox';
import type { Logger } from '@portico/kit';
import type { AdminEmails } from '../clients/admins';
import { deliverWebhook, type DeliveryResult } from '../webhooks/deliver';
import { WEBHOOK_QUEUE, nowOf, type DeliveryJob, type WebhookDeps } from './webhookDeps';
import { failingTooLong, nextStep, type NextStep } from './webhookSchedule';
import * as store from '../store/webhooks';

export const DISABLED_REASONS = {
  gone: 'the receiver answered 410 Gone',
  failing: 'its deliveries failed for 5 days',
} as const;

/** `retries: false` for a test event: one attempt, whatever it answers. */
export async function attemptDelivery(
  deps: WebhookDeps,
  job: DeliveryJob,
  options: { retries: boolean } = { retries: true },
): Promise<void> {
  const claimed = await deps.db.transaction(async (tx) => {
    const delivery = await store.findDelivery(tx, job.tenantId, job.deliveryId);
    if (!delivery) return undefined;
    const endpoint = await store.findEndpoint(tx, job.tenantId, delivery.endpoint_id);
    const attempt = await store.beginAttempt(tx, delivery.id);
    if (!endpoint || attempt === undefined) return undefined;
    if (!endpoint.enabled) {
      await store.recordAttempt(tx, delivery.id, {
        status: 'failed',
        responseStatus: 0,
        durationMs: 0,
        error: 'The webhook is disabled',
        excerpt: '',
        deliveredAt: null,
      });
      return undefined;
    }
    return { delivery, endpoint, attempt };
  });
  if (!claimed) return;
  const { delivery, endpoint, attempt } = claimed;
  const now = nowOf(deps);
  const secrets = [deps.sealer.open(endpoint.secret_sealed)];
  if (endpoint.previous_secret_sealed && (endpoint.previous_secret_until?.getTime() ?? 0) > +now)
    secrets.push(deps.sealer.open(endpoint.previous_secret_sealed));

  const result = await deliverWebhook({
    url: endpoint.url,
    secrets,
    message: {
      id: delivery.event_id,
      type: delivery.event,
      data: delivery.payload,
      timestamp: delivery.occurred_at,
    },
    policy: deps.policy,
    now: deps.now,
    timeoutMs: deps.timeoutMs,
  });
  const ok = result.status >= 200 && result.status < 300;
  const step: NextStep = options.retries
    ? nextStep(attempt, result.status, result.retryAfterMs)
    : ok
      ? { kind: 'done' }
      : result.status === 410
        ? { kind: 'disable' }
        : { kind: 'give-up' };
  await settle(deps, job, endpoint, result, step, ok);
}

async function settle(
  deps: WebhookDeps,
  job: DeliveryJob,
  endpoint: store.EndpointRow,
  result: DeliveryResult,
  step: NextStep,
  ok: boolean,
) {
  const now = nowOf(deps);
  const disabledNow = await deps.db.transaction(async (tx) => {
    await store.recordAttempt(tx, job.deliveryId, {
      status: ok ? 'delivered' : step.kind === 'retry' ? 'retrying' : 'failed',
      responseStatus: result.status,
      durationMs: result.durationMs,
      error: result.error,
      excerpt: result.responseExcerpt,
      deliveredAt: ok ? now : null,
    });
    const updated = await store.recordEndpointOutcome(tx, endpoint.id, ok, now);
    if (step.kind === 'retry')
      await deps.queue.send<DeliveryJob>(WEBHOOK_QUEUE, job, tx, {
        startAfterSeconds: step.delayMs / 1000,
      });
    if (step.kind === 'disable')
      return (await store.disableEndpoint(tx, endpoint.id, DISABLED_REASONS.gone))
        ? DISABLED_REASONS.gone
        : undefined;
    if (!ok && failingTooLong(updated?.failing_since ?? null, now))
      return (await store.disableEndpoint(tx, endpoint.id, DISABLED_REASONS.failing))
        ? DISABLED_REASONS.failing
        : undefined;
    return undefined;
  });
  if (disabledNow) {
    deps.logger.warn(
      { tenant_id: job.tenantId, endpoint_id: endpoint.id, reason: disabledNow },
      'webhook endpoint disabled',
    );
    const recipients = await disabledNoticeRecipients(
      deps.adminEmails,
      job.tenantId,
      endpoint.created_by_email,
      deps.logger,
    );
    for (const to of recipients)
      await queueEmail(deps, {
        to,
        tenantId: job.tenantId,
        template: 'webhook_disabled',
        // Once per admin (the log is unique per event, template and address): a retried job
        // queues none twice.
        eventId: `webhook-disabled:${endpoint.id}`,
        data: {
          url: endpoint.url,
          reason: disabledNow,
          reasonCode: disabledNow === DISABLED_REASONS.gone ? 'gone' : 'failing',
          link: deps.publicUrl ? `${deps.publicUrl}/dashboard/admin/integrations` : undefined,
        },
      });
  }
}

/** The admins' addresses, or the endpoint's creator's when the lookup fails or finds none. */
export async function disabledNoticeRecipients(
  lookup: AdminEmails | undefined,
  tenantId: string,
  creatorEmail: string | null | undefined,
  logger: Logger,
): Promise<string[]> {
  const fallback = creatorEmail ? [creatorEmail] : [];
  if (!lookup) return fallback;
  try {
    const emails = await lookup(tenantId);
    return emails.length > 0 ? [...new Set(emails.map((e) => e.toLowerCase()))] : fallback;
  } catch (error) {
    logger.warn(
      { err: error, tenant_id: tenantId },
      'tenant admins unavailable; emailing the creator',
    );
    return fallback;
  }
}

export async function startWebhookWorker(deps: WebhookDeps): Promise<void> {
  // The schedule is the worker's own (webhookSchedule.ts); pg-boss retries only a crashed attempt.
  await deps.queue.createQueue(WEBHOOK_QUEUE, { retryLimit: 2, retryDelaySeconds: 5 });
  await deps.queue.work<DeliveryJob>(WEBHOOK_QUEUE, (job) => attemptDelivery(deps, job.data));
}
