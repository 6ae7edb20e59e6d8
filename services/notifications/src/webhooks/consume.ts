/** The Kafka handler: each tenant event fans out to the tenant's webhooks and its Slack. */
import type { IncomingEvent } from '@portico/kit';
import { planEntitles } from '../entitlements/entitlements';
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
    // A super admin's per-tenant switch and the tenant's plan (a downgrade stops deliveries
    // at once) hold at the moment of sending, not only in the screen.
    const { tenantId } = tenantEvent;
    if (
      (await tenantIntegrationEnabled(deps.db, tenantId, 'webhooks')) &&
      (await planEntitles(deps.db, tenantId, 'webhooks'))
    )
      await fanOut(deps, event.id, event.occurredAt, tenantEvent);
    if (
      (await tenantIntegrationEnabled(deps.db, tenantId, 'slack')) &&
      (await planEntitles(deps.db, tenantId, 'slack'))
    )
      await queueSlackMessage(deps, event.id, tenantEvent);
  };
}
