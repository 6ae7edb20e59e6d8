/**
 * The live fast path for any route that changes a conversation (the portal's and the public
 * API's): messaging's answer carries the stream-log events the change wrote, and this replica's
 * streams get them at once instead of after the outbox relay, the broker and its own consumer
 * (live/delivery.ts); other replicas get them from the bus.
 */
import type { GatewayDeps } from '../deps';
import { deliverOwn } from '../live/delivery';
import { unreadCountsFor } from '../live/unreadCounts';

/** A change's answer from messaging (a post, an edit, a deletion): its events go to the streams here now. */
export function deliverAnswer<
  T extends { live_events: readonly { topic: string; payload: Uint8Array }[] },
>(deps: Pick<GatewayDeps, 'live' | 'services' | 'logger'>, answer: T): T {
  deliverOwn(deps.live, unreadCountsFor(deps), answer.live_events);
  return answer;
}
