/**
 * Messages and conversations as the gateway meets them, on real PostgreSQL, tenancy, identity,
 * content and a Kafka-protocol broker: every bad input gets a clear error and stores nothing;
 * edit and delete close 15 minutes after sending (messaging's injected clock); read positions
 * ("Seen by") and unread counts follow reading; staff assign, close and reopen; the events
 * carry what a consumer routes by; search ranks, highlights and pages.
 */
import { decodeEvent } from '@portico/kit';
import { eventually } from '../../../tooling/test-infra/eventually';
import { startWorld, type Person, type World } from './support/world';

jest.setTimeout(180_000);

let world: World;
let acme: string;
let admin: Person;
let teammate: Person;
let ann: Person;
let bob: Person;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { code?: string }) => `${error.code ?? ''}: ${error.message}`,
  );

const messageCount = async () =>
  (await world.messagingSql(`SELECT count(*)::int AS n FROM messages`)).rows[0].n as number;

async function conversationWithAnn(body = 'Hello Ann') {
  return world.client.StartConversation({ participant_user_ids: [ann.id], body }, admin.caller);
}

beforeAll(async () => {
  world = await startWorld('messaging_messages');
  acme = await world.tenant('Acme Advisors');
  admin = await world.member(acme, 'admin', { first: 'Alice' });
  teammate = await world.member(acme, 'role1', { first: 'Tom' });
  ann = await world.member(acme, 'role2', { first: 'Ann' });
  bob = await world.member(acme, 'role2', { first: 'Bob' });
});

afterAll(() => world?.stop());

describe('bad input', () => {
  it.each([
    ['an empty message', '', 'Write a message before sending'],
    ['a whitespace-only message', ' \n\t  ', 'Write a message before sending'],
    [
      'a message over 10,000 characters',
      'a'.repeat(10_001),
      'A message can have at most 10,000 characters',
    ],
    [
      'a script tag',
      'hi <script>alert(1)</script>',
      'Messages cannot contain HTML. Use Markdown for bold, lists and links.',
    ],
    [
      'raw HTML',
      '<b>bold</b>',
      'Messages cannot contain HTML. Use Markdown for bold, lists and links.',
    ],
    [
      'a javascript: link',
      '[click](javascript:alert(1))',
      'Links must start with http://, https:// or mailto:',
    ],
    [
      'an entity-disguised javascript: link',
      '[click](java&#115;cript:alert(1))',
      'Links must start with http://, https:// or mailto:',
    ],
    [
      'a data: autolink',
      '<data:text/html,hi>',
      'Links must start with http://, https:// or mailto:',
    ],
    [
      'an image',
      '![x](https://tracker.example/p.gif)',
      'Images cannot be embedded in a message. Attach the file instead.',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_what, body, message) => {
    const conversation = await conversationWithAnn();
    const before = await messageCount();
    expect(
      await refusal(
        world.client.PostMessage({ conversation_id: conversation.id, body }, ann.caller),
      ),
    ).toBe(`INVALID_ARGUMENT: ${message}`);
    expect(
      await refusal(
        world.client.StartConversation({ participant_user_ids: [ann.id], body }, admin.caller),
      ),
    ).toBe(`INVALID_ARGUMENT: ${message}`);
    expect(await messageCount()).toBe(before);
  });

  it('keeps where a message was posted: the portal unless the public API says so, never email from a caller', async () => {
    const viaApi = await world.client.StartConversation(
      { participant_user_ids: [ann.id], body: 'From the CRM', via: 'api' },
      admin.caller,
    );
    await world.client.PostMessage({ conversation_id: viaApi.id, body: 'Thanks' }, ann.caller);
    const reply = await world.client.PostMessage(
      { conversation_id: viaApi.id, body: 'Noted', via: 'api' },
      admin.caller,
    );
    expect(reply.via).toBe('api');
    const thread = await world.client.ListMessages({ conversation_id: viaApi.id }, admin.caller);
    expect(thread.messages.map((m) => [m.body, m.via])).toEqual([
      ['From the CRM', 'api'],
      ['Thanks', 'portal'],
      ['Noted', 'api'],
    ]);
    const before = await messageCount();
    for (const via of ['email', 'smtp'])
      expect(
        await refusal(
          world.client.PostMessage({ conversation_id: viaApi.id, body: 'Hi', via }, admin.caller),
        ),
      ).toBe('INVALID_ARGUMENT: A message is posted from the portal or through the API');
    expect(await messageCount()).toBe(before);
  });

  it('accepts exactly 10,000 characters, and the safe subset as written', async () => {
    const conversation = await conversationWithAnn();
    const long = await world.client.PostMessage(
      { conversation_id: conversation.id, body: 'b'.repeat(10_000) },
      ann.caller,
    );
    expect(long.body).toHaveLength(10_000);
    const markdown =
      '**Due Friday**\n\n- [the form](https://forms.example/a)\n- mailto me: <mailto:a@b.test>';
    const safe = await world.client.PostMessage(
      { conversation_id: conversation.id, body: markdown },
      ann.caller,
    );
    expect(safe.body).toBe(markdown);
  });

  it('refuses an id from another tenant or a malformed one as not found, storing nothing', async () => {
    const other = await world.tenant('Globex');
    const stranger = await world.member(other, 'admin');
    const theirs = await world.client.StartConversation(
      { participant_user_ids: [(await world.member(other, 'role2')).id], body: 'theirs' },
      stranger.caller,
    );
    const before = await messageCount();
    for (const id of [theirs.id, 'not-an-id', '']) {
      expect(
        await refusal(world.client.PostMessage({ conversation_id: id, body: 'x' }, admin.caller)),
      ).toBe('NOT_FOUND: Conversation not found');
    }
    expect(await messageCount()).toBe(before);
  });

  it('refuses a conversation with no one, a role no one holds, and a non-member', async () => {
    const before = await messageCount();
    expect(await refusal(world.client.StartConversation({ body: 'hi' }, admin.caller))).toBe(
      'INVALID_ARGUMENT: Choose who the conversation is with: one or more people, or a role',
    );
    expect(
      await refusal(
        world.client.StartConversation({ audience_role: 'role9', body: 'hi' }, admin.caller),
      ),
    ).toBe('INVALID_ARGUMENT: No one in this workspace has that role');
    expect(
      await refusal(
        world.client.StartConversation(
          { participant_user_ids: ['7f1c2b1e-1111-4111-8111-111111111111'], body: 'hi' },
          admin.caller,
        ),
      ),
    ).toBe('INVALID_ARGUMENT: Everyone in a conversation must be a member of this workspace');
    expect(await messageCount()).toBe(before);
  });
});

describe('edit and delete', () => {
  it('answers a post, an edit and a deletion with the events each wrote, as the stream log keeps them', async () => {
    const conversation = await conversationWithAnn();
    const sent = await world.client.PostMessage(
      { conversation_id: conversation.id, body: 'Straight to the streams' },
      ann.caller,
    );
    expect(sent.live_events).toHaveLength(1);
    const created = sent.live_events[0]!;
    const event = decodeEvent('portico.events.v1.MessageEvent', created.payload);
    expect(event).toMatchObject({
      tenant_id: sent.tenant_id,
      conversation_id: conversation.id,
      position: created.position,
      created: { message_id: sent.id, body: 'Straight to the streams' },
    });
    expect(event.participant_user_ids).toContain(ann.id);
    const logged = await world.client.ListStreamEvents(
      { after_position: String(BigInt(created.position) - 1n), limit: 1 },
      ann.caller,
    );
    expect(logged.events[0]).toEqual(created);

    const edited = await world.client.EditMessage(
      { message_id: sent.id, body: 'Edited at once' },
      ann.caller,
    );
    expect(edited.live_events.map((e) => e.topic)).toEqual([created.topic]);
    expect(
      decodeEvent('portico.events.v1.MessageEvent', edited.live_events[0]!.payload).edited?.body,
    ).toBe('Edited at once');
    const deleted = await world.client.DeleteMessage({ message_id: sent.id }, ann.caller);
    expect(
      decodeEvent('portico.events.v1.MessageEvent', deleted.live_events[0]!.payload).deleted
        ?.message_id,
    ).toBe(sent.id);
    // Only the change's own answer carries them.
    const thread = await world.client.ListMessages(
      { conversation_id: conversation.id },
      ann.caller,
    );
    expect(thread.messages.every((m) => m.live_events.length === 0)).toBe(true);
  });

  it('lets the sender edit within 15 minutes, shown as edited, and refuses after', async () => {
    const conversation = await conversationWithAnn();
    const sent = await world.client.PostMessage(
      { conversation_id: conversation.id, body: 'Meet at 10' },
      ann.caller,
    );
    expect(sent.edited_at).toBe('');
    expect(Date.parse(sent.editable_until) - Date.parse(sent.created_at)).toBe(15 * 60_000);
    world.clock.advance(14 * 60_000);
    const edited = await world.client.EditMessage(
      { message_id: sent.id, body: 'Meet at 11' },
      ann.caller,
    );
    expect(edited).toMatchObject({ body: 'Meet at 11', deleted_at: '' });
    expect(edited.edited_at).not.toBe('');
    expect(
      await refusal(world.client.EditMessage({ message_id: sent.id, body: 'x' }, bob.caller)),
    ).toBe('NOT_FOUND: Message not found');
    expect(
      await refusal(world.client.EditMessage({ message_id: sent.id, body: 'x' }, admin.caller)),
    ).toBe('PERMISSION_DENIED: You can only change your own messages');
    world.clock.advance(2 * 60_000);
    expect(
      await refusal(
        world.client.EditMessage({ message_id: sent.id, body: 'Meet at 12' }, ann.caller),
      ),
    ).toBe('FAILED_PRECONDITION: Messages can be edited or deleted for 15 minutes after sending');
    expect(await refusal(world.client.DeleteMessage({ message_id: sent.id }, ann.caller))).toBe(
      'FAILED_PRECONDITION: Messages can be edited or deleted for 15 minutes after sending',
    );
    const thread = await world.client.ListMessages(
      { conversation_id: conversation.id },
      ann.caller,
    );
    expect(thread.messages.at(-1)).toMatchObject({ body: 'Meet at 11' });
  });

  it('deletes within the window: the text goes, the message stays shown as deleted', async () => {
    const conversation = await conversationWithAnn();
    const sent = await world.client.PostMessage(
      { conversation_id: conversation.id, body: 'wrong thread, sorry: zeppelin' },
      ann.caller,
    );
    const deleted = await world.client.DeleteMessage({ message_id: sent.id }, ann.caller);
    expect(deleted).toMatchObject({ body: '', attachments: [] });
    expect(deleted.deleted_at).not.toBe('');
    const thread = await world.client.ListMessages(
      { conversation_id: conversation.id },
      admin.caller,
    );
    expect(thread.messages.at(-1)).toMatchObject({ id: sent.id, body: '' });
    expect((await world.client.SearchMessages({ query: 'zeppelin' }, admin.caller)).hits).toEqual(
      [],
    );
  });
});

describe('reading', () => {
  it('keeps each reader\'s position ("Seen by") and the unread counts in step', async () => {
    const conversation = await world.client.StartConversation(
      { participant_user_ids: [ann.id, bob.id], body: 'One' },
      teammate.caller,
    );
    await world.client.PostMessage(
      { conversation_id: conversation.id, body: 'Two' },
      teammate.caller,
    );
    await world.client.PostMessage(
      { conversation_id: conversation.id, body: 'Three' },
      teammate.caller,
    );
    const unread = await world.client.GetUnreadCounts({}, ann.caller);
    expect(unread.conversations).toContainEqual({
      conversation_id: conversation.id,
      unread_count: 3,
    });

    const read = await world.client.MarkRead(
      { conversation_id: conversation.id, seq: 2 },
      ann.caller,
    );
    expect(read).toMatchObject({ user_id: ann.id, last_read_seq: 2 });
    // Never back.
    await world.client.MarkRead({ conversation_id: conversation.id, seq: 1 }, ann.caller);
    const page = await world.client.ListMessages({ conversation_id: conversation.id }, bob.caller);
    const positions = Object.fromEntries(
      page.read_positions.map((p) => [p.user_id, p.last_read_seq]),
    );
    expect(positions).toEqual({ [teammate.id]: 3, [ann.id]: 2 });
    expect(page.conversation!.unread_count).toBe(3);
    expect(
      (await world.client.GetConversation({ id: conversation.id }, ann.caller)).unread_count,
    ).toBe(1);

    await world.client.MarkRead({ conversation_id: conversation.id }, ann.caller);
    const after = await world.client.GetUnreadCounts({}, ann.caller);
    expect(after.conversations.map((c) => c.conversation_id)).not.toContain(conversation.id);
    // Moving a position is an event the live stream routes to every participant.
    const moved = await eventually(
      'the read position event',
      () =>
        world.events.filter(
          (e) =>
            e.type === 'read' &&
            e.message.conversation_id === conversation.id &&
            (e.message.read as { user_id: string }).user_id === ann.id,
        ),
      (found) => found.length >= 2,
    );
    expect(moved.map((e) => (e.message.read as { last_read_seq: number }).last_read_seq)).toEqual([
      2, 3,
    ]);
    expect((moved[0]!.message.participant_user_ids as string[]).sort()).toEqual(
      [teammate.id, ann.id, bob.id].sort(),
    );
  });

  it('pages a thread back with before_seq and forward with after_seq', async () => {
    const conversation = await conversationWithAnn('m1');
    for (let i = 2; i <= 7; i += 1)
      await world.client.PostMessage(
        { conversation_id: conversation.id, body: `m${i}` },
        admin.caller,
      );
    const newest = await world.client.ListMessages(
      { conversation_id: conversation.id, limit: 3 },
      ann.caller,
    );
    expect(newest.messages.map((m) => m.body)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.has_older).toBe(true);
    const older = await world.client.ListMessages(
      { conversation_id: conversation.id, limit: 3, before_seq: 5 },
      ann.caller,
    );
    expect(older.messages.map((m) => m.body)).toEqual(['m2', 'm3', 'm4']);
    const catchUp = await world.client.ListMessages(
      { conversation_id: conversation.id, limit: 2, after_seq: 4 },
      ann.caller,
    );
    expect(catchUp.messages.map((m) => m.body)).toEqual(['m5', 'm6']);
    expect(catchUp).toMatchObject({ has_newer: true, has_older: true });
  });
});

describe('the team side', () => {
  it('assigns to a staff member (who joins), closes, and a new message reopens', async () => {
    const started = await world.client.StartConversation({ body: 'Can someone help?' }, bob.caller);
    expect(
      await refusal(
        world.client.AssignConversation(
          { conversation_id: started.id, assignee_id: ann.id },
          admin.caller,
        ),
      ),
    ).toBe('INVALID_ARGUMENT: Conversations can be assigned only to a member of the team');
    expect(
      await refusal(
        world.client.AssignConversation(
          { conversation_id: started.id, assignee_id: teammate.id },
          bob.caller,
        ),
      ),
    ).toBe('PERMISSION_DENIED: Only the team can do this');
    const assigned = await world.client.AssignConversation(
      { conversation_id: started.id, assignee_id: teammate.id },
      admin.caller,
    );
    expect(assigned.assignee_id).toBe(teammate.id);
    expect(assigned.participants.map((p) => p.user_id)).toContain(teammate.id);
    const mine = await world.client.ListConversations({ filter: 'mine' }, teammate.caller);
    expect(mine.conversations.map((c) => c.id)).toContain(started.id);
    const unassigned = await world.client.ListConversations({ filter: 'unassigned' }, admin.caller);
    expect(unassigned.conversations.map((c) => c.id)).not.toContain(started.id);

    const closed = await world.client.SetConversationStatus(
      { conversation_id: started.id, status: 'closed' },
      teammate.caller,
    );
    expect(closed).toMatchObject({ status: 'closed', closed_by: teammate.id });
    const closedList = await world.client.ListConversations({ status: 'closed' }, bob.caller);
    expect(closedList.conversations.map((c) => c.id)).toEqual([started.id]);

    await world.client.PostMessage(
      { conversation_id: started.id, body: 'One more thing' },
      bob.caller,
    );
    expect((await world.client.GetConversation({ id: started.id }, bob.caller)).status).toBe(
      'open',
    );
    const kinds = await eventually(
      'the conversation events',
      () =>
        world.events
          .filter(
            (e) => e.message.conversation_id === started.id && e.topic.endsWith('conversation.v1'),
          )
          .map((e) => e.type),
      (found) => found.length >= 4,
    );
    expect(kinds).toEqual(['created', 'assigned', 'closed', 'reopened']);
  });

  it('pages the inbox with a cursor, newest activity first', async () => {
    const other = await world.tenant('Paging Co');
    const boss = await world.member(other, 'admin');
    const client = await world.member(other, 'role2');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(
        (
          await world.client.StartConversation(
            { participant_user_ids: [client.id], body: `c${i}` },
            boss.caller,
          )
        ).id,
      );
    const first = await world.client.ListConversations({ limit: 2 }, boss.caller);
    const second = await world.client.ListConversations(
      { limit: 2, cursor: first.next_cursor },
      boss.caller,
    );
    const third = await world.client.ListConversations(
      { limit: 2, cursor: second.next_cursor },
      boss.caller,
    );
    expect(
      [...first.conversations, ...second.conversations, ...third.conversations].map((c) => c.id),
    ).toEqual([...ids].reverse());
    expect(third.next_cursor).toBe('');
  });
});

describe('events', () => {
  it('carry the tenant, the conversation and every participant, for routing without a lookup', async () => {
    const started = await world.client.StartConversation(
      { participant_user_ids: [ann.id], body: 'Routing check' },
      admin.caller,
    );
    const [created] = await eventually(
      'the message event',
      () =>
        world.events.filter(
          (e) =>
            e.type === 'created' &&
            e.message.conversation_id === started.id &&
            e.topic.endsWith('message.v1'),
        ),
      (found) => found.length === 1,
    );
    expect(created!.message).toMatchObject({
      tenant_id: acme,
      conversation_id: started.id,
      created: expect.objectContaining({
        body: 'Routing check',
        sender_id: admin.id,
        sender_side: 'team',
        seq: 1,
      }),
    });
    expect((created!.message.participant_user_ids as string[]).sort()).toEqual(
      [admin.id, ann.id].sort(),
    );
  });
});

describe('the live stream log', () => {
  // The position is taken, logged and put in the outbox by one statement that appends it to the
  // payload (store/streamLog.ts): what a reconnecting stream replays and what the gateway is sent
  // must still carry it, numbered without gaps in commit order, under concurrent posts.
  it('numbers concurrent posts 1, 2, 3… and every copy of an event carries its own position', async () => {
    const tenant = await world.tenant('Positions Partners');
    const owner = await world.member(tenant, 'admin', { first: 'Olga' });
    const carl = await world.member(tenant, 'role2', { first: 'Carl' });
    const dana = await world.member(tenant, 'role2', { first: 'Dana' });
    const withCarl = await world.client.StartConversation(
      { participant_user_ids: [carl.id], body: 'Hello Carl' },
      owner.caller,
    );
    const withDana = await world.client.StartConversation(
      { participant_user_ids: [dana.id], body: 'Hello Dana' },
      owner.caller,
    );
    const posted = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const [conversation, sender] = [
          [withCarl, carl],
          [withDana, dana],
          [withCarl, owner],
        ][i % 3] as [typeof withCarl, Person];
        return world.client.PostMessage(
          { conversation_id: conversation.id, body: `Numbered ${i}` },
          sender.caller,
        );
      }),
    );

    const positionIn = (topic: string, payload: Uint8Array) =>
      String(
        (
          decodeEvent(
            topic.endsWith('message.v1')
              ? 'portico.events.v1.MessageEvent'
              : 'portico.events.v1.ConversationEvent',
            payload,
          ) as { position?: unknown }
        ).position,
      );
    const log = (
      await world.messagingSql(
        `SELECT position::text, topic, payload, message_id FROM stream_events
          WHERE tenant_id = $1 ORDER BY stream_events.position`,
        [tenant],
      )
    ).rows as Array<{ position: string; topic: string; payload: Buffer; message_id: string }>;
    const head = await world.messagingSql(
      'SELECT position::text FROM stream_heads WHERE tenant_id = $1',
      [tenant],
    );
    const numbers = log.map((entry) => entry.position);
    expect(numbers).toEqual(Array.from({ length: log.length }, (_, i) => String(i + 1)));
    expect(head.rows[0].position).toBe(String(log.length));
    expect(log.map((entry) => positionIn(entry.topic, entry.payload))).toEqual(numbers);
    for (const message of posted)
      expect(log.some((entry) => entry.message_id === message.id)).toBe(true);

    // The outbox publishes in its own order (its ids): the tenant's positions in commit order.
    const outbox = await world.messagingSql(
      'SELECT topic, payload FROM outbox WHERE tenant_id = $1 ORDER BY id',
      [tenant],
    );
    expect(
      (outbox.rows as Array<{ topic: string; payload: Buffer }>).map((row) =>
        positionIn(row.topic, row.payload),
      ),
    ).toEqual(numbers);

    // And what consumers receive.
    const created = await eventually(
      'the twelve message events',
      () =>
        world.events.filter(
          (e) =>
            e.type === 'created' &&
            e.message.tenant_id === tenant &&
            e.topic.endsWith('message.v1'),
        ),
      (found) => found.length >= 14,
    );
    for (const event of created) {
      const id = (event.message.created as { message_id: string }).message_id;
      const entry = log.find((e) => e.message_id === id && e.topic.endsWith('message.v1'));
      expect(String(event.message.position)).toBe(entry?.position);
    }
  });
});

describe('search', () => {
  it('ranks the better match first and highlights the matched words, escaped', async () => {
    const conversation = await conversationWithAnn('Nothing to see');
    await world.client.PostMessage(
      {
        conversation_id: conversation.id,
        body: 'The invoice for March (draft < final) is attached.',
      },
      ann.caller,
    );
    await world.client.PostMessage(
      {
        conversation_id: conversation.id,
        body: 'Invoice reminder: the March invoice and the April invoices are overdue.',
      },
      ann.caller,
    );
    const { hits } = await world.client.SearchMessages({ query: 'march invoices' }, admin.caller);
    expect(hits.map((h) => h.message!.body)).toEqual([
      'Invoice reminder: the March invoice and the April invoices are overdue.',
      'The invoice for March (draft < final) is attached.',
    ]);
    expect(hits[0]!.rank).toBeGreaterThan(hits[1]!.rank);
    expect(hits[1]!.headline).toBe(
      'The <mark>invoice</mark> for <mark>March</mark> (draft &lt; final) is attached.',
    );
    const scoped = await world.client.SearchMessages(
      { query: 'invoice', conversation_id: conversation.id, limit: 1 },
      ann.caller,
    );
    expect(scoped.hits).toHaveLength(1);
    const next = await world.client.SearchMessages(
      { query: 'invoice', conversation_id: conversation.id, limit: 1, cursor: scoped.next_cursor },
      ann.caller,
    );
    expect(next.hits.map((h) => h.message!.id)).not.toContain(scoped.hits[0]!.message!.id);
  });

  it('refuses an empty query', async () => {
    expect(await refusal(world.client.SearchMessages({ query: '  ' }, admin.caller))).toBe(
      'INVALID_ARGUMENT: Type something to search for',
    );
  });
});

describe("Mission Control's message count", () => {
  const posted = async () =>
    (await world.messaging.registry.getSingleMetric('messaging_messages_posted_total')!.get())
      .values[0]?.value ?? 0;

  it('counts each new message once, and not a retry answered with the stored one', async () => {
    const before = await posted();
    const started = await conversationWithAnn('Counted');
    const reply = { conversation_id: started.id, body: 'Once', client_message_id: 'count-1' };
    const first = await world.client.PostMessage(reply, admin.caller);
    const retried = await world.client.PostMessage(reply, admin.caller);
    expect(retried.id).toBe(first.id);
    expect(await posted()).toBe(before + 2);
    await refusal(
      world.client.PostMessage({ ...reply, body: '', client_message_id: 'count-2' }, admin.caller),
    );
    expect(await posted()).toBe(before + 2);
  });
});
