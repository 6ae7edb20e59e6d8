/** The Kafka handler: each tenant event fans out to the tenant's webhooks and its Slack. */
import type { IncomingEvent } from '@portico/kit';
import { tenantIntegrationEnabled } from '../integrations/tenantToggles';
import { queueSlackMessage } from '../slack/slack';
import type { WebhookDeps } from './deps';
import { fanOut, isSynthetic, webhookEventOf, WEBHOOK_TOPICS } from './events';

export const INTEGRATION_TOPICS = WEBHOOK_TOPICS;

export function integrationEventHandler(deps: WebhookDeps) {
  return async (event: IncomingEvent): Promise<void> => {
    if (isSynthetic(event)) return;
    const tenantEvent = webhookEventOf(event);
    if (!tenantEvent) return;
    // A super admin's per-tenant switch holds at the moment of sending, not only in the screen.
    if (await tenantIntegrationEnabled(deps.db, tenantEvent.tenantId, 'webhooks'))
      await fanOut(deps, event.id, event.occurredAt, tenantEvent);
    if (await tenantIntegrationEnabled(deps.db, tenantEvent.tenantId, 'slack'))
      await queueSlackMessage(deps, event.id, tenantEvent);
  };
}
