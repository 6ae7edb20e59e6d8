/** The Kafka handler: each tenant event fans out to the tenant's webhooks and its Slack. */
import type { IncomingEvent } from '@portico/kit';
import { integrationsAllowed } from '../domain/entitlements';
import { queueSlackMessage } from '../domain/slack';
import type { WebhookDeps } from '../domain/webhookDeps';
import { fanOut, isSynthetic, webhookEventOf, WEBHOOK_TOPICS } from '../domain/webhookEvents';

export const INTEGRATION_TOPICS = WEBHOOK_TOPICS;

export function integrationEventHandler(deps: WebhookDeps) {
  return async (event: IncomingEvent): Promise<void> => {
    if (isSynthetic(event)) return;
    const tenantEvent = webhookEventOf(event);
    if (!tenantEvent) return;
    // A super admin's per-tenant switch and the tenant's plan (a downgrade stops deliveries
    // at once) hold at the moment of sending, not only in the screen.
    const allowed = await integrationsAllowed(deps.db, tenantEvent.tenantId);
    if (allowed.webhooks) await fanOut(deps, event.id, event.occurredAt, tenantEvent);
    if (allowed.slack) await queueSlackMessage(deps, event.id, tenantEvent);
  };
}
