/**
 * What identity publishes, always through the outbox in the same transaction as the change:
 * user events (portico.identity.user.v1: created, profile saved, reset requested, email
 * changed) and audit entries (portico.audit.entry.v1) for every security-relevant action.
 */
import { randomUUID } from 'node:crypto';
import { appendToOutbox, encodeEvent, type Tx } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';

type UserEventKind = NonNullable<eventsV1.UserEvent['kind']>;

export async function publishUserEvent(
  tx: Tx,
  event: { user_id: string; email: string } & Partial<Pick<eventsV1.UserEvent, UserEventKind>>,
  kind: UserEventKind,
): Promise<void> {
  await appendToOutbox(tx, {
    topic: TOPICS.identityUser,
    type: kind,
    // Users are platform-wide: the key is the user, so one user's events stay in order.
    key: event.user_id,
    payload: encodeEvent('portico.events.v1.UserEvent', event),
  });
}

export interface AuditEntry {
  /** Empty for the system or an unknown person (a refused sign-in for an unknown email). */
  actorUserId?: string | null;
  impersonatorUserId?: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  tenantId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

export async function publishAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await appendToOutbox(tx, {
    topic: TOPICS.audit,
    type: entry.action,
    key: entry.tenantId ?? entry.actorUserId ?? randomUUID(),
    tenantId: entry.tenantId ?? undefined,
    payload: encodeEvent('portico.events.v1.AuditEvent', {
      actor_user_id: entry.actorUserId ?? '',
      impersonator_user_id: entry.impersonatorUserId ?? '',
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId ?? '',
      tenant_id: entry.tenantId ?? '',
      reason: entry.reason ?? '',
      details_json: JSON.stringify(entry.details ?? {}),
      occurred_at: entry.at.toISOString(),
    }),
  });
}
