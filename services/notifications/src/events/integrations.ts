/** The Kafka handler: each tenant event fans out to the tenant's webhooks and its Slack. */
import { batchHandler, type EventHandler } from '@portico/kit';
import { queueSlackMessage } from '../domain/slack';
import type { WebhookDeps } from '../domain/webhookDeps';
import { fanOut, isSynthetic, webhookEventOf, WEBHOOK_TOPICS } from '../domain/webhookEvents';
import { integrationTargetsOf } from '../store/integrationTargets';

export const INTEGRATION_TOPICS = WEBHOOK_TOPICS;

/**
 * The events of one fetch are checked against their tenants' targets in one statement; only
 * an event with somewhere to go costs more (on two cores a read per form submit competed with
 * the submits themselves, bench/README.md "Form submit").
 */
export function integrationEventHandler(deps: WebhookDeps): EventHandler {
  return batchHandler(async (events) => {
    const relevant = events.flatMap((event) => {
      if (isSynthetic(event)) return [];
      const tenantEvent = webhookEventOf(event);
      return tenantEvent ? [{ event, tenantEvent }] : [];
    });
    if (relevant.length === 0) return;
    const targets = await integrationTargetsOf(
      deps.db,
      relevant.map(({ tenantEvent }) => tenantEvent),
    );
    for (const { event, tenantEvent } of relevant) {
      const to = targets.get(`${tenantEvent.tenantId} ${tenantEvent.category}`);
      if (to?.webhooks) await fanOut(deps, event.id, event.occurredAt, tenantEvent);
      if (to?.slack) await queueSlackMessage(deps, event.id, tenantEvent);
    }
  });
}
