/**
 * What tenancy publishes through its outbox: membership events on
 * portico.tenancy.membership.v1 (invited → the invitation email; created, accepted,
 * role_changed, status_changed, removed → every gateway drops its cached access), tenant
 * events on portico.tenancy.tenant.v1 (created, onboarding steps, provisioned, status_changed,
 * plan_changed)
 * and audit entries. The kit's `publish` derives topic, event type and key from the message.
 */
import { publish, type Tx } from '@portico/kit';
import type { eventsV1 } from '@portico/proto';

export { publish, publishAudit } from '@portico/kit';

type MembershipKind = NonNullable<eventsV1.MembershipEvent['kind']>;
type TenantKind = NonNullable<eventsV1.TenantEvent['kind']>;

/** `kind` names the member of the event's oneof that `event` sets. */
export async function publishMembershipEvent<K extends MembershipKind>(
  tx: Tx,
  _kind: K,
  event: { tenant_id: string; user_id?: string; synthetic?: boolean } & Pick<
    eventsV1.MembershipEvent,
    K
  >,
): Promise<void> {
  await publish(tx, { MembershipEvent: event });
}

export async function publishTenantEvent<K extends TenantKind>(
  tx: Tx,
  _kind: K,
  event: { tenant_id: string } & Pick<eventsV1.TenantEvent, K>,
  /** Before provisioning there is no tenant yet: the onboarding user keys the event. */
  key: string = event.tenant_id,
): Promise<void> {
  await publish(tx, { TenantEvent: event }, { key });
}
