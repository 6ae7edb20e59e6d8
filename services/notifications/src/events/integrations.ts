/** The Kafka handler: each tenant event fans out to the tenant's webhooks and its Slack. */
import type { IncomingEvent } from '@portico/kit';
import { queueSlackMessage } from '../domain/slack';
import type { WebhookDeps } from '../domain/webhookDeps';
import { fanOut, isSynthetic, webhookEventOf, WEBHOOK_TOPICS } from '../domain/webhookEvents';
import { integrationTargets } from '../store/integrationTargets';

export const INTEGRATION_TOPICS = WEBHOOK_TOPICS;

export function integrationEventHandler(deps: WebhookDeps) {
  return async (event: IncomingEvent): Promise<void> => {
    if (isSynthetic(event)) return;
    const tenantEvent = webhookEventOf(event);
    if (!tenantEvent) return;
    // A super admin's per-tenant switch and the tenant's plan (a downgrade stops deliveries
    // at once) hold at the moment of sending, not only in the screen; a tenant with nothing
    // to send to costs this one read.
    const targets = await integrationTargets(deps.db, tenantEvent.tenantId, tenantEvent.category);
    if (targets.webhooks) await fanOut(deps, event.id, event.occurredAt, tenantEvent);
    if (targets.slack) await queueSlackMessage(deps, event.id, tenantEvent);
  };
}
