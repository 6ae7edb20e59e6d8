/**
 * A change's own events, straight from messaging's answer (features/messaging/live.ts,
 * `deliverOwn`): the streams on the replica that made the change get them without waiting for
 * the bus, but never out of order and never twice. An entry goes at once only when it is the
 * next position the replica owes; one ahead of an entry still on the bus is left to the bus;
 * the bus's copy of one already delivered is skipped, and an answer that comes after the bus
 * delivered its entry sends nothing.
 */
import type { Response } from 'express';
import { encodeEvent, type Logger } from '@portico/kit';
import { TOPICS } from '@portico/proto';
import { deliver, deliverOwn, UnreadCounts } from '../../src/features/messaging/live';
import { LiveHub, type StreamOwner } from '../../src/live/hub';

const TENANT = 'a0000000-0000-4000-8000-00000000000a';
const OTHER_TENANT = 'b0000000-0000-4000-8000-00000000000b';
const CONVERSATION = 'c0000000-0000-4000-8000-00000000000c';

/** An open stream whose frames' ids and types the test reads back. */
function openStream(hub: LiveHub, userId: string, tenantId = TENANT) {
  const written: string[] = [];
  const res = {
    write: (chunk: string) => written.push(chunk),
    end: () => undefined,
    on: () => res,
    writableEnded: false,
  } as unknown as Response;
  const owner: StreamOwner = {
    tenantId,
    userId,
    sessionId: `session-${userId}`,
    staff: false,
    context: { tenantId, userId },
  };
  const stream = hub.open(owner, res);
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

it('an entry ahead of one still on the bus waits for the bus, so the stream keeps its order', () => {
  const { hub, unread } = setUp();
  const bob = openStream(hub, 'bob');
  deliver(hub, unread, posted(1));

  // Position 2 (someone else's post) is committed but not yet here.
  deliverOwn(hub, unread, [posted(3)]);
  expect(bob.positions()).toEqual([1]);

  deliver(hub, unread, posted(2));
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

it('an answer of two entries stops at the first that is not next, the rest left to the bus', () => {
  const { hub, unread } = setUp();
  const bob = openStream(hub, 'bob');
  deliver(hub, unread, posted(1));
  // A reopened conversation and its message: both next in turn, both go.
  deliverOwn(hub, unread, [assigned(2), posted(3)]);
  expect(bob.positions()).toEqual([1, 2, 3]);
  // 4 is on the bus: neither 5 nor 6 goes ahead of it.
  deliverOwn(hub, unread, [assigned(5), posted(6)]);
  expect(bob.positions()).toEqual([1, 2, 3]);
  for (const p of [2, 3]) deliver(hub, unread, posted(p));
  deliver(hub, unread, posted(4));
  deliver(hub, unread, assigned(5));
  deliver(hub, unread, posted(6));
  expect(bob.positions()).toEqual([1, 2, 3, 4, 5, 6]);
});

it('after the bus brought a later entry out of turn, answers wait until the earlier one came', () => {
  const { hub, unread } = setUp();
  const bob = openStream(hub, 'bob');
  deliver(hub, unread, posted(1));
  // The conversation topic's 3 came before the message topic's 2.
  deliver(hub, unread, assigned(3));
  deliverOwn(hub, unread, [posted(4)]);
  expect(bob.positions()).toEqual([1, 3]);

  deliver(hub, unread, posted(2));
  deliverOwn(hub, unread, [posted(5)]);
  deliver(hub, unread, posted(4));
  deliver(hub, unread, posted(5));
  expect(bob.positions()).toEqual([1, 3, 4, 5]);
});

it("a tenant's only stream starts the order at the log's head; with others open it waits for the bus", () => {
  const { hub, unread } = setUp();
  const ann = openStream(hub, 'ann');
  hub.startAfter(ann.stream, 5n);
  deliverOwn(hub, unread, [posted(6)]);
  expect(ann.positions()).toEqual([6]);

  // Another tenant: Bob's stream opens beside Carol's, so what Carol is owed is not known.
  const carol = openStream(hub, 'carol', OTHER_TENANT);
  const dan = openStream(hub, 'dan', OTHER_TENANT);
  hub.startAfter(dan.stream, 9n);
  deliverOwn(hub, unread, [posted(10, ['carol', 'dan'], OTHER_TENANT)]);
  expect(carol.positions()).toEqual([]);
  expect(dan.positions()).toEqual([]);
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
  const ann = openStream(hub, 'ann');
  hub.startAfter(ann.stream, 1n);
  deliverOwn(hub, unread, [posted(2, ['ann'])]);
  expect(ann.positions()).toEqual([]);
});
