/**
 * How an event travels as a message: the payload as the value, the tenant id (or other
 * ordering key) as the key, and the event's identity in headers every consumer can read
 * without decoding the payload (CONTRIBUTING.md, "Events"). Both buses go through these
 * two functions, so the in-process bus delivers exactly what Kafka would.
 */
import { activeTraceHeaders } from './trace-context';
import type { IncomingEvent, OutgoingEvent } from './types';

export const EVENT_ID_HEADER = 'event-id';
export const EVENT_TYPE_HEADER = 'event-type';
export const TENANT_ID_HEADER = 'tenant-id';
export const OCCURRED_AT_HEADER = 'occurred-at';
export const TRACEPARENT_HEADER = 'traceparent';

/**
 * The headers of the message for `event`. A trace context the event already carries (captured
 * in the outbox) wins over the one active while publishing, which belongs to the relay.
 */
export function messageHeaders(event: OutgoingEvent): Record<string, string> {
  const headers: Record<string, string> =
    TRACEPARENT_HEADER in event.headers ? {} : activeTraceHeaders();
  Object.assign(headers, event.headers);
  headers[EVENT_ID_HEADER] = event.id;
  headers[EVENT_TYPE_HEADER] = event.type;
  headers[OCCURRED_AT_HEADER] = event.occurredAt.toISOString();
  if (event.tenantId) headers[TENANT_ID_HEADER] = event.tenantId;
  else delete headers[TENANT_ID_HEADER];
  return headers;
}

/** A message no handler can ever process: it lacks the headers that identify an event. */
export class MalformedEventError extends Error {
  override readonly name = 'MalformedEventError';
}

export interface ReceivedMessage {
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  value: Uint8Array | null;
  headers: Record<string, string>;
}

export function eventFromMessage(message: ReceivedMessage): IncomingEvent {
  const { headers } = message;
  const id = headers[EVENT_ID_HEADER];
  const type = headers[EVENT_TYPE_HEADER];
  const occurredAt = new Date(headers[OCCURRED_AT_HEADER] ?? Number.NaN);
  const where = `${message.topic}/${message.partition}@${message.offset}`;
  if (!id || !type) {
    throw new MalformedEventError(
      `message ${where} has no ${EVENT_ID_HEADER} or ${EVENT_TYPE_HEADER} header`,
    );
  }
  if (Number.isNaN(occurredAt.getTime())) {
    throw new MalformedEventError(`message ${where} has no valid ${OCCURRED_AT_HEADER} header`);
  }
  const tenantId = headers[TENANT_ID_HEADER];
  return {
    id,
    topic: message.topic,
    key: message.key ?? '',
    type,
    ...(tenantId ? { tenantId } : {}),
    occurredAt,
    payload: message.value ?? new Uint8Array(),
    headers,
    partition: message.partition,
    offset: message.offset,
  };
}
