/**
 * One event's frame to the streams it reaches on this replica, from the bus (`deliver`) or from
 * the answer of a change made here (`deliverOwn`), each in its log order (logOrder.ts).
 */
import type { IncomingEvent } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { frameOf } from './frames';
import type { LiveHub } from './hub';
import type { UnreadCounts } from './unreadCounts';

type Found = NonNullable<ReturnType<typeof frameOf>>;

/** Sends one event's frame to the streams it reaches here (the tenant's staff and its participants). */
function send(hub: LiveHub, unread: UnreadCounts, topic: string, found: Found): void {
  const reached = hub.readers(found.tenantId, found.participants);
  for (const stream of reached) stream.send(found.frame);
  // Only messages change what is unread.
  if (topic === TOPICS.contentTask) return;
  unread.refresh(reached, found.posted);
}

/** Delivers one event from the bus to the streams it reaches here, unless an answer already did. */
export function deliver(
  hub: LiveHub,
  unread: UnreadCounts,
  event: Pick<IncomingEvent, 'topic' | 'payload'>,
): void {
  const found = frameOf(event.topic, event.payload);
  if (!found) return;
  if (!found.frame.id) return send(hub, unread, event.topic, found);
  hub.order.fromBus(found.tenantId, BigInt(found.frame.id), () =>
    send(hub, unread, event.topic, found),
  );
}

/**
 * The events a change made through this replica wrote (messaging's answer, in position order),
 * delivered to the streams here at once instead of after the outbox relay, the broker and this
 * replica's consumer; other replicas get them from the bus as before. The same decoding and
 * readers as the bus's (tenant and audience), each in its turn: when it is the next position
 * this replica owes its streams, or once those before it came (live/logOrder.ts).
 */
export function deliverOwn(
  hub: LiveHub,
  unread: UnreadCounts,
  events: readonly { topic: string; payload: Uint8Array }[],
): void {
  if (!hub.following) return;
  for (const event of events) {
    const found = frameOf(event.topic, event.payload);
    if (!found?.frame.id) continue;
    hub.order.fromAnswer(found.tenantId, BigInt(found.frame.id), () =>
      send(hub, unread, event.topic, found),
    );
  }
}
