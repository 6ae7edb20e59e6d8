/**
 * The producer half of the transactional outbox. A service never publishes directly: it
 * appends the event in the transaction that changes its state, so the event exists exactly
 * when the change does, and the relay (relay.ts) publishes it, however long Kafka is away.
 *
 * The tables come from the kit's own migrations: `KIT_MIGRATIONS_DIR` is applied to every
 * service's database before the service's own migrations (the service runtime does this):
 *
 *   await migrate(db, KIT_MIGRATIONS_DIR);
 *   await migrate(db, path.join(__dirname, '../migrations'));
 *
 * One copy of the SQL for every service, versioned like any migration, rather than a text
 * each service would have to copy and keep in step.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Tx } from '../db';
import { eventCreationHeaders } from './trace-context';

/** `services/kit/migrations`, from both `src/events` and the compiled `dist/events`. */
export const KIT_MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

export interface NewEvent {
  /** `portico.<service>.<entity>.v1` */
  topic: string;
  /** The protobuf message name of the payload, e.g. `portico.events.v1.FileUploaded`. */
  type: string;
  /** The tenant the event belongs to; also its partition key unless `key` is given. */
  tenantId?: string;
  /** Partition key for events without a tenant (e.g. a user id); defaults to `tenantId`. */
  key?: string;
  payload: Uint8Array;
  headers?: Record<string, string>;
  /** When it happened; defaults to the transaction's start (`now()`). */
  occurredAt?: Date;
}

/** Transactions that appended an event, so their commit can wake the relay (relay.ts). */
const WROTE_OUTBOX = new WeakSet<Tx>();

export const wroteToOutbox = (tx: Tx): boolean => WROTE_OUTBOX.has(tx);

/**
 * Writes `event` in the caller's transaction and returns its event id (a UUID that every
 * delivery carries, which consumers use to apply it once). The event's creation span, a child
 * of the trace context active now, is kept with the event, so the consumer's work joins this
 * request's trace (trace-context.ts).
 */
export async function appendToOutbox(tx: Tx, event: NewEvent): Promise<string> {
  const row = outboxEntry(tx, event);
  await tx.query(
    `INSERT INTO outbox (event_id, topic, event_key, event_type, tenant_id, payload, headers, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, COALESCE($8::timestamptz, now()))`,
    outboxParams(row),
  );
  return row.eventId;
}

/** An outbox row with its payload, for a statement of the service's own that inserts it. */
export interface OutboxEntry extends OutboxRowValues {
  payload: Buffer;
}

/**
 * `outboxRow` with the payload: for a service that writes its change and its events in one
 * statement (forms' submit, services/forms/src/store/forms.ts), saving a round trip per event.
 */
export function outboxEntry(tx: Tx, event: NewEvent): OutboxEntry {
  return {
    ...outboxRow(tx, event),
    payload: Buffer.from(event.payload.buffer, event.payload.byteOffset, event.payload.byteLength),
  };
}

/** The eight values of an entry in the outbox's column order (`outboxColumns`). */
export function outboxParams(row: OutboxEntry): unknown[] {
  return [
    row.eventId,
    row.topic,
    row.key,
    row.type,
    row.tenantId,
    row.payload,
    row.headers,
    row.occurredAt,
  ];
}

/**
 * `INSERT INTO outbox (...)` columns and one VALUES tuple for `outboxParams`, its parameters
 * numbered from `$first`.
 */
export const OUTBOX_COLUMNS =
  'outbox (event_id, topic, event_key, event_type, tenant_id, payload, headers, occurred_at)';
export function outboxValues(first: number): string {
  const n = (i: number) => `$${first + i}`;
  return `(${n(0)}::uuid, ${n(1)}, ${n(2)}, ${n(3)}, ${n(4)}, ${n(5)}::bytea, ${n(6)}::jsonb, COALESCE(${n(7)}::timestamptz, now()))`;
}

/** The columns of an outbox row but its payload, as `outboxRow` answers them. */
export interface OutboxRowValues {
  eventId: string;
  topic: string;
  key: string;
  type: string;
  tenantId: string | null;
  /** JSON, for a `$n::jsonb` parameter. */
  headers: string;
  /** ISO text, or null for the transaction's start (`COALESCE($n::timestamptz, now())`). */
  occurredAt: string | null;
}

/**
 * For a service whose own statement inserts the event's row, because part of the payload is
 * only known inside it (messaging's stream position, taken under a lock held to commit):
 * the row's other columns as `appendToOutbox` writes them, and the transaction marked so its
 * commit wakes the relay. The statement must insert exactly one row with these values into
 * `outbox (event_id, topic, event_key, event_type, tenant_id, payload, headers, occurred_at)`.
 */
export function outboxRow(tx: Tx, event: Omit<NewEvent, 'payload'>): OutboxRowValues {
  const key = event.key ?? event.tenantId;
  if (!key) {
    throw new TypeError(`event ${event.type} on ${event.topic} needs a tenantId or a key`);
  }
  const headers = { ...eventCreationHeaders(event.topic, event.type), ...event.headers };
  WROTE_OUTBOX.add(tx);
  return {
    eventId: randomUUID(),
    topic: event.topic,
    key,
    type: event.type,
    tenantId: event.tenantId ?? null,
    headers: JSON.stringify(headers),
    occurredAt: event.occurredAt?.toISOString() ?? null,
  };
}
