/**
 * Unread counts on the live stream: every message that reaches a person changes their counts,
 * but a busy inbox must not cost messaging one ask per message. The first event after a quiet
 * spell asks at once; the events within the spacing that follows are answered by one more ask
 * at its end, so the stream still ends on the counts as they are after the last message. A
 * sender's own message changes their counts only where they had unread messages (posting is
 * reading), so their counts are asked again only then.
 */
import { encodeEvent, type Logger } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { deliver } from '../../src/live/delivery';
import { UnreadCounts, UNREAD_SPACING_MS } from '../../src/live/unreadCounts';
import { LiveHub, type LiveStream, type StreamOwner } from '../../src/live/hub';
import { streamResponse } from '../support/streamResponse';

const TENANT = 'a0000000-0000-4000-8000-00000000000a';

/** An open stream whose written frames the test reads back. */
function openStream(hub: LiveHub, userId: string, staff = false) {
  const { res, written } = streamResponse();
  const owner: StreamOwner = {
    tenantId: TENANT,
    userId,
    sessionId: `session-${userId}`,
    staff,
    context: { tenantId: TENANT, userId },
  };
  const stream = hub.open(owner, res);
  stream.release([]);
  const totals = () =>
    written
      .filter((frame) => frame.startsWith('event: unread'))
      .map(
        (frame) =>
          (JSON.parse(frame.split('data: ')[1]!) as { counts: { total: number } }).counts.total,
      );
  return { stream, totals };
}

/** Messaging's counts: each ask answers how many messages were posted so far. */
function messagingWith(
  posted: { count: number },
  unreadIn: (userId: string) => Array<{ conversation_id: string; unread_count: number }> = () => [],
) {
  const asks: string[] = [];
  return {
    asks,
    client: {
      GetUnreadCounts: async (_req: object, context: { userId?: string }) => {
        asks.push(context.userId ?? '');
        return { total: posted.count, conversations: unreadIn(context.userId ?? '') };
      },
    },
  };
}

const CONVERSATION = 'c0000000-0000-4000-8000-00000000000c';

/** A message `senderId` posted in CONVERSATION, as messaging publishes it. */
const postedBy = (senderId: string, seq: number) => ({
  topic: TOPICS.messagingMessage,
  payload: encodeEvent('portico.events.v1.MessageEvent', {
    tenant_id: TENANT,
    conversation_id: CONVERSATION,
    participant_user_ids: ['ann'],
    position: String(seq),
    created: {
      message_id: `d0000000-0000-4000-8000-00000000000${seq}`,
      seq,
      sender_id: senderId,
      sender_side: 'client',
      body: 'Hello',
      created_at: '2026-11-28T03:00:00.000Z',
    },
  }),
});

const logger = { warn: () => undefined } as unknown as Logger;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('ten messages in a burst cost two asks, and the stream ends on the count after the last', async () => {
  const hub = new LiveHub();
  const posted = { count: 0 };
  const messaging = messagingWith(posted);
  const unread = new UnreadCounts(hub, messaging.client as never, logger);
  const owner = openStream(hub, 'owner', true);
  const streams: LiveStream[] = [owner.stream];

  for (let i = 0; i < 10; i++) {
    posted.count += 1;
    unread.refresh(streams);
    await jest.advanceTimersByTimeAsync(UNREAD_SPACING_MS / 20);
  }
  expect(messaging.asks).toEqual(['owner']);
  expect(owner.totals()).toEqual([1]);

  await jest.advanceTimersByTimeAsync(UNREAD_SPACING_MS);
  expect(messaging.asks).toEqual(['owner', 'owner']);
  expect(owner.totals()).toEqual([1, 10]);

  // Quiet since: nothing more is asked, and the next message asks at once.
  await jest.advanceTimersByTimeAsync(UNREAD_SPACING_MS * 4);
  expect(messaging.asks).toHaveLength(2);
  posted.count += 1;
  unread.refresh(streams);
  await jest.advanceTimersByTimeAsync(0);
  expect(owner.totals()).toEqual([1, 10, 11]);
});

it("each person's counts are their own: a burst for one does not delay another's", async () => {
  const hub = new LiveHub();
  const posted = { count: 0 };
  const messaging = messagingWith(posted);
  const unread = new UnreadCounts(hub, messaging.client as never, logger);
  const ann = openStream(hub, 'ann');
  const annSecondTab = openStream(hub, 'ann');
  const bob = openStream(hub, 'bob');

  posted.count = 1;
  unread.refresh([ann.stream, annSecondTab.stream]);
  posted.count = 2;
  unread.refresh([ann.stream]);
  unread.refresh([bob.stream]);
  await jest.advanceTimersByTimeAsync(0);

  // Bob is asked at once although Ann was asked a moment ago; Ann's tabs get one answer each.
  expect(messaging.asks).toEqual(['ann', 'bob']);
  expect(ann.totals()).toEqual([1]);
  expect(annSecondTab.totals()).toEqual([1]);
  expect(bob.totals()).toEqual([2]);

  await jest.advanceTimersByTimeAsync(UNREAD_SPACING_MS);
  expect(ann.totals()).toEqual([1, 2]);
  expect(annSecondTab.totals()).toEqual([1, 2]);
  expect(bob.totals()).toEqual([2]);
});

it("a sender's own message asks their counts only where they had unread messages; the staff's always", async () => {
  const hub = new LiveHub();
  const posted = { count: 0 };
  let annHasUnread = false;
  const messaging = messagingWith(posted, (userId) =>
    userId === 'ann' && annHasUnread ? [{ conversation_id: CONVERSATION, unread_count: 2 }] : [],
  );
  const unread = new UnreadCounts(hub, messaging.client as never, logger);
  const ann = openStream(hub, 'ann');
  const owner = openStream(hub, 'owner', true);

  // A stream never told its counts: Ann's first message asks hers.
  deliver(hub, unread, postedBy('ann', 1));
  await jest.advanceTimersByTimeAsync(UNREAD_SPACING_MS);
  expect(messaging.asks.sort()).toEqual(['ann', 'owner']);

  // Told she has nothing unread there: her next message asks only the staff's.
  messaging.asks.length = 0;
  deliver(hub, unread, postedBy('ann', 2));
  await jest.advanceTimersByTimeAsync(UNREAD_SPACING_MS);
  expect(messaging.asks).toEqual(['owner']);
  expect(ann.totals()).toHaveLength(1);

  // The team answered (two unread for her); her reply reads them, so her counts are asked.
  annHasUnread = true;
  messaging.asks.length = 0;
  deliver(hub, unread, postedBy('owner', 3));
  await jest.advanceTimersByTimeAsync(UNREAD_SPACING_MS);
  annHasUnread = false;
  deliver(hub, unread, postedBy('ann', 4));
  await jest.advanceTimersByTimeAsync(UNREAD_SPACING_MS);
  expect(messaging.asks.filter((who) => who === 'ann')).toEqual(['ann', 'ann']);
  expect(owner.totals().length).toBeGreaterThan(0);
});
