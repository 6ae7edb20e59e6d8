/**
 * Publishing a typed event: the caller names the protobuf message and fills it in; the topic
 * (`portico.<service>.<entity>.v1`), the `event-type` header and the partition key all
 * follow from the message, so no service keeps its own topic strings or payload copies.
 *
 *   await publish(tx, { MembershipEvent: { tenant_id, user_id, role_changed: { ... } } });
 *
 * - topic: the one topic that carries the message (`TOPIC_MESSAGES` in @portico/proto);
 * - event type: the member of the message's `oneof kind` that is set (`role_changed`), or the
 *   audit entry's action for `AuditEvent`, which has no oneof;
 * - key: the message's `tenant_id` (per-tenant order), else its `user_id` (a user's events in
 *   order), unless the caller gives one (an onboarding user before the tenant exists).
 */
import { randomUUID } from 'node:crypto';
import {
  TOPIC_MESSAGES,
  type EventMessageName,
  type EventMessages,
  type Topic,
} from '@portico/proto';
import type { Tx } from '../db';
import { encodeEvent, EventCodecError, eventMessageType } from './codec';
import { appendToOutbox, outboxEntry, type NewEvent, type OutboxEntry } from './outbox';

const PACKAGE = 'portico.events.v1.';

type MessageName = EventMessageName & keyof EventMessages;
type ShortName<N extends MessageName> = N extends `portico.events.v1.${infer S}` ? S : never;

/** One event: an object with a single key, the message's name, holding the message. */
export type PortalEvent = {
  [N in MessageName]: { [S in ShortName<N>]: EventMessages[N]['input'] };
}[MessageName];

export interface PublishOptions {
  /** Partition key when the message's own tenant or user id is not the right one. */
  key?: string;
}

const TOPIC_OF_MESSAGE = new Map<string, Topic>(
  Object.entries(TOPIC_MESSAGES).map(([topic, message]) => [message, topic as Topic]),
);

/** The topic, message name and event type of an event, as `publish` derives them. */
export function describeEvent(event: PortalEvent): {
  topic: Topic;
  message: MessageName;
  type: string;
  fields: Record<string, unknown>;
} {
  const names = Object.keys(event);
  if (names.length !== 1) {
    throw new EventCodecError(
      `an event names exactly one message, e.g. { MembershipEvent: {...} }; got ${names.join(', ') || 'none'}`,
    );
  }
  const message = `${PACKAGE}${names[0]}` as MessageName;
  const topic = TOPIC_OF_MESSAGE.get(message);
  if (!topic) throw new EventCodecError(`${message} is carried by no topic (TOPIC_MESSAGES)`);
  const fields =
    (event as unknown as Record<string, Record<string, unknown>>)[names[0] as string] ?? {};
  return { topic, message, type: eventType(message, fields), fields };
}

function eventType(message: MessageName, fields: Record<string, unknown>): string {
  const kind = eventMessageType(message).oneofs?.kind;
  if (!kind) {
    const action = fields.action;
    return typeof action === 'string' && action ? action : message;
  }
  const set = kind.oneof.filter(
    (member) => fields[member] !== undefined && fields[member] !== null,
  );
  if (set.length !== 1) {
    throw new EventCodecError(
      `${message}: set exactly one of ${kind.oneof.join(', ')} (the kind of event); got ${set.length}`,
    );
  }
  return set[0] as string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/**
 * Writes `event` to the outbox in the caller's transaction and returns its event id; the
 * relay publishes it once the transaction commits.
 */
export async function publish(
  tx: Tx,
  event: PortalEvent,
  options: PublishOptions = {},
): Promise<string> {
  return appendToOutbox(tx, outgoing(event, options));
}

/**
 * What `publish` would append, as a row for the caller's own statement to insert (with
 * `OUTBOX_COLUMNS`, `outboxValues` and `outboxParams`): a change and its events in one round
 * trip. The transaction is marked so its commit wakes the relay, as `publish` does.
 */
export function eventEntry(tx: Tx, event: PortalEvent, options: PublishOptions = {}): OutboxEntry {
  return outboxEntry(tx, outgoing(event, options));
}

function outgoing(event: PortalEvent, options: PublishOptions): NewEvent {
  const { topic, message, type, fields } = describeEvent(event);
  const tenantId = text(fields.tenant_id);
  return {
    topic,
    type,
    tenantId,
    key: options.key ?? tenantId ?? text(fields.user_id),
    payload: encodeEvent(message, fields as EventMessages[typeof message]['input']),
  };
}

/** What someone did, for the platform's audit log (kept by the metrics service). */
export interface AuditEntry {
  /** Empty for the system or an unknown person (a refused sign-in for an unknown email). */
  actorUserId?: string | null;
  /** Set while a super admin acts as another user. */
  impersonatorUserId?: string | null;
  /** Verb phrase such as `user.role_changed`, `file.deleted`, `impersonation.started`. */
  action: string;
  entityType: string;
  entityId?: string | null;
  tenantId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

/**
 * Appends an audit entry (topic `portico.audit.entry.v1`) in the caller's transaction, so the
 * log holds exactly the actions that happened. Keyed by tenant, else by actor; an entry with
 * neither (a refused sign-in for an unknown email) gets a key of its own.
 */
export function publishAudit(tx: Tx, entry: AuditEntry): Promise<string> {
  return publish(tx, ...auditEvent(entry));
}

/** `publishAudit`'s row for the caller's own statement (`eventEntry`). */
export function auditEntry(tx: Tx, entry: AuditEntry): OutboxEntry {
  return eventEntry(tx, ...auditEvent(entry));
}

function auditEvent(entry: AuditEntry): [PortalEvent, PublishOptions] {
  return [
    {
      AuditEvent: {
        actor_user_id: entry.actorUserId ?? '',
        impersonator_user_id: entry.impersonatorUserId ?? '',
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId ?? '',
        tenant_id: entry.tenantId ?? '',
        reason: entry.reason ?? '',
        details_json: JSON.stringify(entry.details ?? {}),
        occurred_at: entry.at.toISOString(),
      },
    },
    { key: entry.tenantId || entry.actorUserId || randomUUID() },
  ];
}
