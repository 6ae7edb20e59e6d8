/**
 * What identity publishes, always through the outbox in the same transaction as the change:
 * user events on portico.identity.user.v1 (created, profile saved, reset requested, email
 * changed, super admin granted or revoked) and audit entries for every security-relevant
 * action. The kit's `publish` derives topic, event type and key from the message; users are
 * platform-wide, so a user event is keyed by its user and one user's events stay in order.
 */
import { publish, type Tx } from '@portico/kit';
import type { eventsV1 } from '@portico/proto';

export { publish, publishAudit, type AuditEntry } from '@portico/kit';

type UserEventKind = NonNullable<eventsV1.UserEvent['kind']>;

/** `kind` names the member of the event's oneof that `event` sets. */
export async function publishUserEvent<K extends UserEventKind>(
  tx: Tx,
  event: { user_id: string; email: string; synthetic?: boolean } & Pick<eventsV1.UserEvent, K>,
  _kind: K,
): Promise<void> {
  await publish(tx, { UserEvent: event });
}
