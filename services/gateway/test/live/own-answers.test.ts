/**
 * A change's own events, straight from messaging's answer (shared/liveAnswer.ts, live/delivery.ts,
 * `deliverOwn`): the streams on the replica that made the change get them without waiting for
 * the bus, but never out of order and never twice. An entry goes at once when it is the next
 * position the replica owes; one ahead of an entry still on the bus waits for it, then follows
 * it at once; the bus's copy of one already delivered is skipped, and an answer that comes
 * after the bus delivered its entry sends nothing.
 */
import { encodeEvent, type Logger } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { deliver, deliverOwn } from '../../src/live/delivery';
import { UnreadCounts } from '../../src/live/unreadCounts';
import { LiveHub, type StreamOwner } from '../../src/live/hub';
import { streamResponse } from '../support/streamResponse';

const TENANT = 'a0000000-0000-4000-8000-00000000000a';
const OTHER_TENANT = 'b0000000-0000-4000-8000-00000000000b';
const CONVERSATION = 'c0000000-0000-4000-8000-00000000000c';

/**
 * An open stream whose frames' positions the test reads back; `head`: where it started (the
 * log's head when it opened), unless the test says it has not got that far.
 */
function openStream(hub: LiveHub, userId: string, tenantId = TENANT, head: bigint | null = 0n) {
  const { res, written } = streamResponse();
  const owner: StreamOwner = {
    tenantId,
    userId,
    sessionId: `session-${userId}`,
    staff: false,
    context: { tenantId, userId },
  };
  const stream = hub.open(owner, res);
  if (head !== null) {
    stream.startAfter(head);
    hub.covers(stream, head);
  }
  stream.release([]);
  /** The positions of the frames sent, in the order they were sent. */
  const positions = () =>
    written.filter((f) => f.startsWith('id: ')).map((f) => Number(/^id: (\d+)/.exec(f)![1]));
  return { stream, positions };
}

/** A message posted in CONVERSATION at `position` of `tenantId`'s log, as messaging encodes it. */
const posted = (position: number, participants = ['ann', 'bob'], tenantId = TENANT) => ({
  topic: TOPICS.messagingMessage,
  payload: encodeEvent('portico.events.v1.MessageEvent', {
    tenant_id: tenantId,
    conversation_id: CONVERSATION,
    participant_user_ids: participants,
    position: String(position),
    created: {
      message_id: `d0000000-0000-4000-8000-0000000000${String(position).padStart(2, '0')}`,
      seq: position,
      sender_id: 'ann',
      sender_side: 'client',
      body: `Message ${position}`,
      created_at: '2026-11-28T12:00:00.000Z',
    },
  }),
});

/** A conversation change at `position` (the other topic of the same log). */
const assigned = (position: number) => ({
  topic: TOPICS.messagingConversation,
  payload: encodeEvent('portico.events.v1.ConversationEvent', {
    tenant_id: TENANT,
    conversation_id: CONVERSATION,
    participant_user_ids: ['ann', 'bob'],
    position: String(position),
    assignee_id: 'e0000000-0000-4000-8000-00000000000e',
    status: 'open',
    assigned: { assigned_by: 'e0000000-0000-4000-8000-00000000000e' },
  }),
});

const logger = { warn: () => undefined } as unknown as Logger;

function setUp() {
  const hub = new LiveHub();
  const asks: string[] = [];
  const unread = new UnreadCounts(
    hub,
    {
      GetUnreadCounts: async (_req: object, context: { userId?: string }) => {
        asks.push(context.userId ?? '');
        return { total: 0, conversations: [] };
      },
    } as never,
    logger,
    0,
  );
  hub.nowFollowing(() => undefined);
  return { hub, unread, asks };
}

it('the next entry goes at once, and its copy on the bus is not sent again', () => {
  const { hub, unread } = setUp();
  const bob = openStream(hub, 'bob');
  deliver(hub, unread, posted(1));

  deliverOwn(hub, unread, [posted(2)]);
  expect(bob.positions()).toEqual([1, 2]);

  deliver(hub, unread, posted(2));
  deliver(hub, unread, posted(3));
  expect(bob.positions()).toEqual([1, 2, 3]);
});

it('the copy on the bus of an answer already delivered costs no second unread ask', async () => {
  const { hub, unread, asks } = setUp();
  openStream(hub, 'bob');
  deliver(hub, unread, posted(1));
  await new Promise((resolve) => setImmediate(resolve));
  asks.length = 0;

  deliverOwn(hub, unread, [posted(2)]);
  await new Promise((resolve) => setImmediate(resolve));
  deliver(hub, unread, posted(2));
  await new Promise((resolve) => setImmediate(resolve));
  expect(asks).toEqual(['bob']);
});

it('an entry ahead of one still on the bus waits for it, then follows it at once', () => {
  const { hub, unread } = setUp();
  const bob = openStream(hub, 'bob');
  deliver(hub, unread, posted(1));

  // Position 2 (someone else's post) is committed but not yet here.
  deliverOwn(hub, unread, [posted(3)]);
  expect(bob.positions()).toEqual([1]);

  deliver(hub, unread, posted(2));
  expect(bob.positions()).toEqual([1, 2, 3]);
  deliver(hub, unread, posted(3));
  expect(bob.positions()).toEqual([1, 2, 3]);
});

it('an answer that comes after the bus delivered its entry sends nothing', () => {
  const { hub, unread } = setUp();
  const bob = openStream(hub, 'bob');
  deliver(hub, unread, posted(1));
  deliver(hub, unread, posted(2));

  deliverOwn(hub, unread, [posted(2)]);
  expect(bob.positions()).toEqual([1, 2]);
  // And the order stays known: the next answer goes at once.
  deliverOwn(hub, unread, [posted(3)]);
  expect(bob.positions()).toEqual([1, 2, 3]);
});

it('answers of two entries each go in turn, and two answers in the wrong order are put right', () => {
  const { hub, unread } = setUp();
  const bob = openStream(hub, 'bob');
  deliver(hub, unread, posted(1));
  // A reopened conversation and its message: both next in turn, both go.
  deliverOwn(hub, unread, [assigned(2), posted(3)]);
  expect(bob.positions()).toEqual([1, 2, 3]);
  // 4's answer comes after 5 and 6's: neither goes ahead of it.
  deliverOwn(hub, unread, [assigned(5), posted(6)]);
  expect(bob.positions()).toEqual([1, 2, 3]);
  deliverOwn(hub, unread, [posted(4)]);
  expect(bob.positions()).toEqual([1, 2, 3, 4, 5, 6]);
  for (const p of [2, 3, 4]) deliver(hub, unread, posted(p));
  deliver(hub, unread, assigned(5));
  deliver(hub, unread, posted(6));
  expect(bob.positions()).toEqual([1, 2, 3, 4, 5, 6]);
});

it('an entry the bus brings before its waiting answer is sent once, from the bus', () => {
  const { hub, unread } = setUp();
  const bob = openStream(hub, 'bob');
  deliver(hub, unread, posted(1));
  deliverOwn(hub, unread, [posted(3)]);
  // 3 comes on the bus before 2 (the other topic's order): sent now, its answer's copy never.
  deliver(hub, unread, posted(3));
  expect(bob.positions()).toEqual([1, 3]);
  deliver(hub, unread, posted(2));
  deliverOwn(hub, unread, [posted(4)]);
  expect(bob.positions()).toEqual([1, 3, 4]);
});

it('after the bus brought a later entry out of turn, answers wait until the earlier one came', () => {
  const { hub, unread } = setUp();
  const bob = openStream(hub, 'bob');
  deliver(hub, unread, posted(1));
  // The conversation topic's 3 came before the message topic's 2 (the bus's own order: Bob
  // has 3, so 2 is skipped for him, as without answers).
  deliver(hub, unread, assigned(3));
  deliverOwn(hub, unread, [posted(4)]);
  expect(bob.positions()).toEqual([1, 3]);

  deliver(hub, unread, posted(2));
  expect(bob.positions()).toEqual([1, 3, 4]);
  deliverOwn(hub, unread, [posted(5)]);
  deliver(hub, unread, posted(4));
  deliver(hub, unread, posted(5));
  expect(bob.positions()).toEqual([1, 3, 4, 5]);
});

it("the order is known once every stream of the tenant here knows the log's head it started at", () => {
  const { hub, unread } = setUp();
  const ann = openStream(hub, 'ann', TENANT, 5n);
  deliverOwn(hub, unread, [posted(6)]);
  expect(ann.positions()).toEqual([6]);

  // Both opened; Dan's has not read its head yet: Carol's 10 might jump ahead of what he is owed.
  const carol = openStream(hub, 'carol', OTHER_TENANT, null);
  const dan = openStream(hub, 'dan', OTHER_TENANT, null);
  carol.stream.startAfter(9n);
  hub.covers(carol.stream, 9n);
  deliverOwn(hub, unread, [posted(10, ['carol', 'dan'], OTHER_TENANT)]);
  expect(carol.positions()).toEqual([]);
  expect(dan.positions()).toEqual([]);
  // His head is 7 and 8, 9 are still on the bus: they come first, then the next answer at once.
  dan.stream.startAfter(7n);
  hub.covers(dan.stream, 7n);
  deliverOwn(hub, unread, [posted(8, ['carol', 'dan'], OTHER_TENANT)]);
  expect(dan.positions()).toEqual([8]);
  deliver(hub, unread, posted(9, ['carol', 'dan'], OTHER_TENANT));
  deliver(hub, unread, posted(10, ['carol', 'dan'], OTHER_TENANT));
  deliverOwn(hub, unread, [posted(11, ['carol', 'dan'], OTHER_TENANT)]);
  expect(dan.positions()).toEqual([8, 9, 10, 11]);
  expect(carol.positions()).toEqual([10, 11]);
});

it('a stream opened before the replica followed the events counts only once it caught up late', () => {
  const hub = new LiveHub();
  const unread = new UnreadCounts(hub, {} as never, logger);
  const ann = openStream(hub, 'ann', TENANT, null);
  // Its own head, read before the bus was followed, says nothing of what the bus will bring.
  hub.nowFollowing(() => undefined);
  hub.covers(ann.stream, 3n);
  deliverOwn(hub, unread, [posted(4, ['ann'])]);
  expect(ann.positions()).toEqual([]);
  hub.covers(ann.stream, 6n, true);
  deliverOwn(hub, unread, [posted(7, ['ann'])]);
  expect(ann.positions()).toEqual([7]);
});

it('an answer reaches exactly the streams the bus would: its tenant, its participants', () => {
  const { hub, unread } = setUp();
  const ann = openStream(hub, 'ann');
  const eve = openStream(hub, 'eve');
  const otherAnn = openStream(hub, 'ann', OTHER_TENANT);
  deliver(hub, unread, posted(1, ['ann']));
  deliverOwn(hub, unread, [posted(2, ['ann'])]);
  expect(ann.positions()).toEqual([1, 2]);
  expect(eve.positions()).toEqual([]);
  expect(otherAnn.positions()).toEqual([]);
});

it('nothing goes from an answer before the replica follows the events', () => {
  const hub = new LiveHub();
  const unread = new UnreadCounts(hub, {} as never, logger);
  const ann = openStream(hub, 'ann', TENANT, 1n);
  deliverOwn(hub, unread, [posted(2, ['ann'])]);
  expect(ann.positions()).toEqual([]);
});

it('keeps order only for tenants with a stream here, and forgets a tenant whose last one closed', () => {
  const { hub, unread } = setUp();
  // Events of a tenant nobody here listens to pass by without being remembered.
  for (let position = 1; position <= 50; position++)
    deliver(hub, unread, posted(position, ['ann'], OTHER_TENANT));
  expect(hub.order.followed).toBe(0);

  const bob = openStream(hub, 'bob', TENANT, 50n);
  expect(hub.order.followed).toBe(1);
  deliverOwn(hub, unread, [posted(51)]);
  expect(bob.positions()).toEqual([51]);

  bob.stream.end('signed_out');
  expect(hub.order.followed).toBe(0);
});
