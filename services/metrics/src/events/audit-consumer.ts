/**
 * Consumes portico.audit.entry.v1: every service's record of what someone did becomes a
 * row of the audit log, once per event id even when Kafka delivers it again.
 */
import { decodeEvent, idempotentHandler, type Database, type IncomingEvent } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';
import { insertAuditEntry, optionalUuid, parseDetails, type AuditEntry } from '../domain/audit';

export const AUDIT_TOPICS = [TOPICS.audit];

export function toAuditEntry(
  eventId: string,
  event: eventsV1.AuditEvent__Output,
  fallbackTime: Date,
): AuditEntry {
  const occurredAt = event.occurred_at ? new Date(event.occurred_at) : fallbackTime;
  return {
    id: eventId,
    actorUserId: optionalUuid(event.actor_user_id),
    impersonatorUserId: optionalUuid(event.impersonator_user_id),
    action: event.action,
    entityType: event.entity_type,
    entityId: event.entity_id,
    tenantId: optionalUuid(event.tenant_id),
    reason: event.reason,
    details: parseDetails(event.details_json),
    createdAt: Number.isNaN(occurredAt.getTime()) ? fallbackTime : occurredAt,
  };
}

export function auditConsumer(db: Database): (event: IncomingEvent) => Promise<void> {
  return idempotentHandler(
    db,
    'metrics.audit-log',
    async (tx, event) => {
      const message = decodeEvent<eventsV1.AuditEvent__Output>(
        'portico.events.v1.AuditEvent',
        event.payload,
      );
      await insertAuditEntry(tx, toAuditEntry(event.id, message, event.occurredAt));
    },
    // The audit log is platform-wide: super admins read it across tenants.
    { tenantScoped: false },
  );
}
