/** The Kafka handler: each tenant event fans out to the tenant's webhooks and its Slack. */
import type { IncomingEvent } from '@portico/kit';
import { queueSlackMessage } from '../slack/slack';
import type { WebhookDeps } from './deps';
import { fanOut, isSynthetic, webhookEventOf, WEBHOOK_TOPICS } from './events';

export const INTEGRATION_TOPICS = WEBHOOK_TOPICS;

export function integrationEventHandler(deps: WebhookDeps) {
  return async (event: IncomingEvent): Promise<void> => {
    if (isSynthetic(event)) return;
    const tenantEvent = webhookEventOf(event);
    if (!tenantEvent) return;
    await fanOut(deps, event.id, event.occurredAt, tenantEvent);
    await queueSlackMessage(deps, event.id, tenantEvent);
  };
}
