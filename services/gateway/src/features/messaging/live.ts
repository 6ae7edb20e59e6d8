/**
 * Messaging's events, live (issue 27 item 3), and tasks given or done (issue 28): every
 * gateway replica reads the message, conversation and task topics with the consumer group of its
 * own that carries all its events (replicaEvents.ts, from the end of the log), so each sees
 * every event and delivers it to the streams it holds: the tenant's staff and the
 * event's participants (live/hub.ts). What a stream missed while it was away comes from
 * messaging's stream log instead (stream.ts), which is why a replica may start at the end; task
 * lists are read again when a stream reopens. The frames, their delivery and the unread counts
 * are the live plumbing (live/frames.ts, live/delivery.ts, live/unreadCounts.ts); a route's own
 * change reaches the streams here from its answer (shared/liveAnswer.ts).
 */
import { TOPICS } from '@portico/proto';
import type { GatewayDeps } from '../../deps';
import { deliver } from '../../live/delivery';
import type { LiveStream } from '../../live/hub';
import { unreadCountsFor } from '../../live/unreadCounts';
import type { ReplicaReader } from '../../replicaEvents';
import { catchUpAfter } from './catchUp';

export const LIVE_TOPICS = [
  TOPICS.messagingMessage,
  TOPICS.messagingConversation,
  TOPICS.contentTask,
];

/** A stream opened before this replica followed the events: what it missed, then live. */
async function lateCatchUp(
  deps: Pick<GatewayDeps, 'live' | 'services' | 'logger'>,
  stream: LiveStream,
): Promise<void> {
  stream.hold();
  try {
    const missed = await catchUpAfter(
      deps,
      stream.owner,
      stream.position.toString(),
      () => !stream.closed,
    );
    stream.release(missed.frames);
    deps.live.covers(stream, BigInt(missed.head), true);
  } catch (error) {
    deps.logger.warn({ err: error }, 'a live stream could not catch up; it starts again');
    stream.end('catch_up_failed');
  }
}

/** The live streams' reader of the replica's events (replicaEvents.ts). */
export function liveReader(deps: Pick<GatewayDeps, 'live' | 'services' | 'logger'>): ReplicaReader {
  const hub = deps.live;
  const unread = unreadCountsFor(deps);
  return {
    topics: LIVE_TOPICS,
    handle: (event) => deliver(hub, unread, event),
    // Streams opened before now may have missed events: they catch up from the log.
    onLive: () => hub.nowFollowing((stream) => void lateCatchUp(deps, stream)),
  };
}
