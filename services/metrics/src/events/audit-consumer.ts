/**
 * Consumes portico.audit.entry.v1: every service's record of what someone did becomes a
 * row of the audit log, once per event id even when Kafka delivers it again.
 */
import { batchHandler, decodeEvent, type Database, type EventHandler } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';
import { insertAuditEntries, optionalUuid, parseDetails, type AuditEntry } from '../domain/audit';

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

const CONSUMER = 'metrics.audit-log';

/**
 * The audit entries of one fetch in one transaction (a submit's entry is one of them: on two
 * cores a transaction per entry competed with the request path, bench/README.md "Form
 * submit"). Each event id is claimed in processed_events as idempotentHandler does, so an
 * event delivered again, in this batch or a later one, is logged once.
 */
export function auditConsumer(db: Database): EventHandler {
  return batchHandler(async (events) => {
    // The audit log is platform-wide (super admins read it across tenants): no tenant scope.
    await db.transaction(async (tx) => {
      const claimed = await tx.query<{ event_id: string }>(
        `INSERT INTO processed_events (consumer, event_id) SELECT $1, unnest($2::text[])
         ON CONFLICT (consumer, event_id) DO NOTHING RETURNING event_id`,
        [CONSUMER, events.map((e) => e.id)],
      );
      const fresh = new Set(claimed.rows.map((r) => r.event_id));
      const entries = events
        .filter((event) => fresh.delete(event.id))
        .map((event) =>
          toAuditEntry(
            event.id,
            decodeEvent<eventsV1.AuditEvent__Output>('portico.events.v1.AuditEvent', event.payload),
            event.occurredAt,
          ),
        );
      await insertAuditEntries(tx, entries);
    });
  });
}
