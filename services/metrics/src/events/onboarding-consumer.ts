/**
 * The onboarding event log, fed by tenancy's tenant events (portico.tenancy.tenant.v1): each
 * saved step (`onboarding_step_completed`) and the provisioned workspace (`provisioned`).
 * Other tenant events are not about onboarding and are skipped. Idempotent by event id.
 */
import { decodeEvent, type Database, type IncomingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { optionalUuid, parseDetails } from '../domain/audit';
import { insertOnboardingEvent } from '../store/onboarding-events';

export const ONBOARDING_TOPICS = [TOPICS.tenancyTenant];

export function onboardingConsumer(db: Database) {
  return async (event: IncomingEvent): Promise<void> => {
    if (event.type !== 'onboarding_step_completed' && event.type !== 'provisioned') return;
    const message = decodeEvent('portico.events.v1.TenantEvent', event.payload);
    const step = message.onboarding_step_completed;
    const provisioned = message.provisioned;
    await insertOnboardingEvent(db, {
      id: event.id,
      tenant_id: message.tenant_id,
      // Before provisioning the event is keyed by the onboarding user.
      user_id: optionalUuid(step?.user_id) ?? (message.tenant_id ? null : optionalUuid(event.key)),
      step: step ? step.step : 'provisioned',
      details: step
        ? { ...parseDetails(step.details_json), next_step: step.next_step }
        : {
            name: provisioned?.name ?? '',
            subdomain: provisioned?.subdomain ?? '',
            plan: provisioned?.plan ?? '',
            capabilities: provisioned?.capabilities ?? [],
          },
      created_at: event.occurredAt,
    });
  };
}
