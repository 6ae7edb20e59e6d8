/**
 * What a stream missed, from messaging's stream log (ListStreamEvents, asked as the stream's
 * person, so only what they may see): the frames after a position, in order, or a single
 * `resync` when the log no longer reaches back (or too much was missed to be worth replaying).
 */
import type { GatewayDeps } from '../../deps';
import type { Frame, StreamOwner } from '../../live/hub';
import { frameOf } from '../../live/frames';

const REPLAY_PAGE = 200;
/** Past this many missed events a reload is cheaper than a replay. */
const REPLAY_MAX = 2000;

export interface CatchUp {
  frames: Frame[];
  replayed: number;
  /** The log's newest position when asked. */
  head: string;
}

const resync = (reason: string): Frame => ({ event: 'resync', data: { type: 'resync', reason } });

export async function catchUpAfter(
  deps: Pick<GatewayDeps, 'services'>,
  owner: Pick<StreamOwner, 'context'>,
  after: string,
  stillWanted: () => boolean = () => true,
): Promise<CatchUp> {
  const messaging = deps.services.messaging;
  let page = await messaging.ListStreamEvents(
    { after_position: after, limit: REPLAY_PAGE },
    owner.context,
  );
  const head = page.head;
  if (after === '0') return { frames: [], replayed: 0, head };
  if (page.gap)
    return { frames: [resync('The missed events are no longer kept')], replayed: 0, head };
  const frames: Frame[] = [];
  let replayed = 0;
  for (;;) {
    for (const event of page.events) {
      const found = frameOf(event.topic, event.payload);
      if (found) frames.push(found.frame);
    }
    replayed += page.events.length;
    if (!page.has_more || !stillWanted()) return { frames, replayed, head };
    if (replayed >= REPLAY_MAX)
      return { frames: [resync('Too much was missed to replay')], replayed: 0, head };
    page = await messaging.ListStreamEvents(
      { after_position: page.events.at(-1)!.position, limit: REPLAY_PAGE },
      owner.context,
    );
  }
}
