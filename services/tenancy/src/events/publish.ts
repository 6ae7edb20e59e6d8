/**
 * What tenancy publishes through its outbox: membership events (invited → the invitation
 * email, accepted), tenant events (created, onboarding steps, provisioned) and audit entries.
 */
import { appendToOutbox, encodeEvent, type Tx } from '@portico/kit';
import { TOPICS, type eventsV1 } from '@portico/proto';

type MembershipKind = NonNullable<eventsV1.MembershipEvent['kind']>;
type TenantKind = NonNullable<eventsV1.TenantEvent['kind']>;

export async function publishMembershipEvent(
  tx: Tx,
  kind: MembershipKind,
  event: { tenant_id: string; user_id?: string } & Partial<
    Pick<eventsV1.MembershipEvent, MembershipKind>
  >,
): Promise<void> {
  await appendToOutbox(tx, {
    topic: TOPICS.tenancyMembership,
    type: kind,
    key: event.tenant_id,
    tenantId: event.tenant_id,
    payload: encodeEvent('portico.events.v1.MembershipEvent', event),
  });
}

export async function publishTenantEvent(
  tx: Tx,
  kind: TenantKind,
  event: { tenant_id: string } & Partial<Pick<eventsV1.TenantEvent, TenantKind>>,
  /** Before provisioning there is no tenant yet: the onboarding user keys the event. */
  key: string = event.tenant_id,
): Promise<void> {
  await appendToOutbox(tx, {
    topic: TOPICS.tenancyTenant,
    type: kind,
    key,
    tenantId: event.tenant_id || undefined,
    payload: encodeEvent('portico.events.v1.TenantEvent', event),
  });
}

export async function publishAudit(
  tx: Tx,
  entry: {
    actorUserId: string;
    impersonatorUserId?: string;
    action: string;
    entityType: string;
    entityId: string;
    tenantId: string;
    reason?: string;
    details?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await appendToOutbox(tx, {
    topic: TOPICS.audit,
    type: entry.action,
    key: entry.tenantId,
    tenantId: entry.tenantId,
    payload: encodeEvent('portico.events.v1.AuditEvent', {
      actor_user_id: entry.actorUserId,
      impersonator_user_id: entry.impersonatorUserId ?? '',
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      tenant_id: entry.tenantId,
      reason: entry.reason ?? '',
      details_json: JSON.stringify(entry.details ?? {}),
      occurred_at: entry.at.toISOString(),
    }),
  });
}
