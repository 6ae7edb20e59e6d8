/**
 * Someone accepted an invitation (tenancy's MembershipEvent.accepted on
 * portico.tenancy.membership.v1, with their id and the role key): the templates for that role
 * become their tasks (domain/taskTemplates.ts), once per event, in the consumer's tenant-scoped
 * transaction, so the tasks and their outbox events commit together or not at all.
 */
import { decodeEvent, idempotentHandler, type Database, type EventHandler } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { applyTemplates } from '../domain/taskTemplates';

export const ONBOARDING_TOPICS = [TOPICS.tenancyMembership];

export function onboardingHandler(db: Database): EventHandler {
  return idempotentHandler(db, 'content.onboarding', async (tx, event) => {
    if (event.topic !== TOPICS.tenancyMembership || event.type !== 'accepted') return;
    const message = decodeEvent('portico.events.v1.MembershipEvent', event.payload);
    const role = message.accepted?.role;
    // The transaction is scoped to the event's tenant: only that tenant's templates apply.
    if (message.tenant_id !== event.tenantId || !message.user_id || !role || message.synthetic)
      return;
    await applyTemplates(tx, message.tenant_id, message.user_id, role, event.occurredAt);
  });
}
