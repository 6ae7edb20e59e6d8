/**
 * Who sees which conversation, on real PostgreSQL with row-level security forced and real
 * tenancy, identity and content: two clients of one tenant and a client of another never see
 * each other's conversations (list, thread, search, unread counts, posting, reading,
 * attachments); staff see every conversation of their own tenant and nothing of another's.
 */
import { startWorld, type Person, type World } from './support/world';

jest.setTimeout(180_000);

let world: World;
let acme: string;
let globex: string;
let admin: Person;
let teammate: Person;
let ann: Person;
let bob: Person;
let carol: Person;
let globexAdmin: Person;
let withAnn: string;
let withBob: string;
let carolsOwn: string;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { code?: string }) => `${error.code ?? ''}: ${error.message}`,
  );

beforeAll(async () => {
  world = await startWorld('messaging_isolation');
  acme = await world.tenant('Acme Advisors');
  globex = await world.tenant('Globex');
  admin = await world.member(acme, 'admin');
  teammate = await world.member(acme, 'role1');
  ann = await world.member(acme, 'role2', { first: 'Ann' });
  bob = await world.member(acme, 'role2', { first: 'Bob' });
  carol = await world.member(globex, 'role2', { first: 'Carol' });
  globexAdmin = await world.member(globex, 'admin');

  withAnn = (
    await world.client.StartConversation(
      {
        subject: 'Quarterly tax filing',
        participant_user_ids: [ann.id],
        body: 'Hi Ann, the **pelican** invoice is ready.',
      },
      admin.caller,
    )
  ).id;
  withBob = (
    await world.client.StartConversation(
      { participant_user_ids: [bob.id], body: 'Bob, your pelican contract is signed.' },
      teammate.caller,
    )
  ).id;
  carolsOwn = (
    await world.client.StartConversation(
      { subject: 'Question', body: 'Do you handle pelican permits?' },
      carol.caller,
    )
  ).id;
});

afterAll(() => world?.stop());

describe('a client', () => {
  it('lists only the conversations they take part in', async () => {
    const annSees = await world.client.ListConversations({}, ann.caller);
    expect(annSees.conversations.map((c) => c.id)).toEqual([withAnn]);
    const bobSees = await world.client.ListConversations({}, bob.caller);
    expect(bobSees.conversations.map((c) => c.id)).toEqual([withBob]);
    const carolSees = await world.client.ListConversations({}, carol.caller);
    expect(carolSees.conversations.map((c) => c.id)).toEqual([carolsOwn]);
  });

  it("gets NOT_FOUND for another client's conversation and another tenant's, whatever the call", async () => {
    for (const [who, id] of [
      [ann, withBob],
      [bob, withAnn],
      [carol, withAnn],
      [ann, carolsOwn],
    ] as const) {
      expect(await refusal(world.client.GetConversation({ id }, who.caller))).toBe(
        'NOT_FOUND: Conversation not found',
      );
      expect(await refusal(world.client.ListMessages({ conversation_id: id }, who.caller))).toMatch(
        /^NOT_FOUND/,
      );
      expect(
        await refusal(
          world.client.PostMessage({ conversation_id: id, body: 'hello?' }, who.caller),
        ),
      ).toMatch(/^NOT_FOUND/);
      expect(await refusal(world.client.MarkRead({ conversation_id: id }, who.caller))).toMatch(
        /^NOT_FOUND/,
      );
    }
    // Nothing was posted by the refused calls.
    const { rows } = await world.messagingSql(
      `SELECT count(*)::int AS n FROM messages WHERE body = 'hello?'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('searches only their own conversations', async () => {
    const annHits = await world.client.SearchMessages({ query: 'pelican' }, ann.caller);
    expect(annHits.hits.map((h) => h.message!.conversation_id)).toEqual([withAnn]);
    const carolHits = await world.client.SearchMessages({ query: 'pelican' }, carol.caller);
    expect(carolHits.hits.map((h) => h.message!.conversation_id)).toEqual([carolsOwn]);
  });

  it('counts unread messages only in their own conversations', async () => {
    const counts = await world.client.GetUnreadCounts({}, ann.caller);
    expect(counts).toEqual({
      total: 1,
      conversations: [{ conversation_id: withAnn, unread_count: 1 }],
    });
  });

  it('cannot name other people when starting a conversation: it goes to the team', async () => {
    expect(
      await refusal(
        world.client.StartConversation(
          { participant_user_ids: [bob.id], body: 'Bob, are you there?' },
          ann.caller,
        ),
      ),
    ).toBe('PERMISSION_DENIED: Clients write to the team; the team adds other people');
  });
});

describe('staff', () => {
  it('see every conversation of their tenant, and none of another tenant', async () => {
    for (const who of [admin, teammate]) {
      const seen = await world.client.ListConversations({}, who.caller);
      expect(seen.conversations.map((c) => c.id).sort()).toEqual([withAnn, withBob].sort());
    }
    const globexSees = await world.client.ListConversations({}, globexAdmin.caller);
    expect(globexSees.conversations.map((c) => c.id)).toEqual([carolsOwn]);
    expect(await refusal(world.client.GetConversation({ id: carolsOwn }, admin.caller))).toBe(
      'NOT_FOUND: Conversation not found',
    );
  });

  it("find a client's conversation with the agency in the shared inbox, unassigned", async () => {
    const inbox = await world.client.ListConversations(
      { filter: 'unassigned', status: 'open' },
      globexAdmin.caller,
    );
    const [conversation] = inbox.conversations;
    expect(conversation).toMatchObject({
      id: carolsOwn,
      started_by: carol.id,
      started_by_side: 'client',
      assignee_id: '',
      status: 'open',
      unread_count: 1,
    });
    expect(conversation!.participants.map((p) => p.user_id)).toEqual([carol.id]);
  });

  it("search within their tenant only, another tenant's words never match", async () => {
    const hits = await world.client.SearchMessages({ query: 'pelican' }, admin.caller);
    expect(hits.hits.map((h) => h.message!.conversation_id).sort()).toEqual(
      [withAnn, withBob].sort(),
    );
    const permits = await world.client.SearchMessages({ query: 'permits' }, admin.caller);
    expect(permits.hits).toEqual([]);
  });

  it('cannot add a member of another tenant to a conversation', async () => {
    expect(
      await refusal(
        world.client.AddParticipants(
          { conversation_id: withAnn, user_ids: [carol.id] },
          admin.caller,
        ),
      ),
    ).toBe('INVALID_ARGUMENT: Everyone in a conversation must be a member of this workspace');
  });
});

describe('attachments', () => {
  it("refuses another tenant's file, a file the sender may not see, and an invented id", async () => {
    const carolsFile = await world.file(globex, carol.id, 'carol.pdf');
    const bobsFile = await world.file(acme, bob.id, 'bob.pdf');
    for (const fileId of [carolsFile, bobsFile, '00000000-0000-4000-8000-000000000000']) {
      expect(
        await refusal(
          world.client.PostMessage(
            { conversation_id: withAnn, body: 'see attached', attachment_file_ids: [fileId] },
            ann.caller,
          ),
        ),
      ).toBe('INVALID_ARGUMENT: You can attach only files you can see in this workspace');
    }
    const { rows } = await world.messagingSql(
      `SELECT count(*)::int AS n FROM messages WHERE body = 'see attached'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('takes a file the sender owns, and shows it to whoever reads the conversation', async () => {
    const annsFile = await world.file(acme, ann.id, 'receipts.pdf');
    const posted = await world.client.PostMessage(
      { conversation_id: withAnn, body: 'Receipts attached', attachment_file_ids: [annsFile] },
      ann.caller,
    );
    expect(posted.attachments).toEqual([
      expect.objectContaining({ file_id: annsFile, file_name: 'receipts.pdf', size_bytes: '2048' }),
    ]);
    expect(await world.client.GetAttachment({ file_id: annsFile }, admin.caller)).toMatchObject({
      file_id: annsFile,
      conversation_id: withAnn,
    });
    expect(await refusal(world.client.GetAttachment({ file_id: annsFile }, bob.caller))).toBe(
      'NOT_FOUND: Attachment not found',
    );
  });
});

test("every table of messaging's with a tenant_id column forces row-level security", async () => {
  const { rows } = await world.messagingSql(
    `SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        -- The kit's outbox: its relay reads every tenant's events as the owner (by design).
        AND c.relname <> 'outbox'
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id')
      ORDER BY c.relname`,
  );
  const tables = rows.map((r: { relname: string }) => r.relname);
  expect(tables).toEqual(expect.arrayContaining(['conversations', 'messages', 'reply_tokens']));
  for (const row of rows)
    expect(row).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
});

describe("the live stream's catch-up", () => {
  const topicOf = (e: { topic: string }) => e.topic.split('.')[2];

  it('replays to a client only the events of their own conversations, in order, after the position they give', async () => {
    const start = await world.client.ListStreamEvents({ after_position: 0 }, ann.caller);
    expect(start.events).toEqual([]);
    await world.client.PostMessage(
      { conversation_id: withBob, body: 'Only for Bob: heron' },
      admin.caller,
    );
    const toAnn = await world.client.PostMessage(
      { conversation_id: withAnn, body: 'For Ann: heron' },
      admin.caller,
    );
    await world.client.MarkRead({ conversation_id: withAnn, seq: 0 }, ann.caller);

    const annMissed = await world.client.ListStreamEvents(
      { after_position: start.head },
      ann.caller,
    );
    expect(annMissed.gap).toBe(false);
    expect(annMissed.events.map(topicOf)).toEqual(['message', 'message']);
    const positions = annMissed.events.map((e) => BigInt(e.position));
    expect(positions[0]! < positions[1]!).toBe(true);
    expect(Buffer.from(annMissed.events[0]!.payload).toString()).toContain(toAnn.id);
    expect(
      annMissed.events.some((e) => Buffer.from(e.payload).toString().includes('Only for Bob')),
    ).toBe(false);

    // Staff see both conversations' events; another tenant's people see nothing of them.
    const staffMissed = await world.client.ListStreamEvents(
      { after_position: start.head },
      teammate.caller,
    );
    expect(staffMissed.events).toHaveLength(3);
    const carolSees = await world.client.ListStreamEvents({ after_position: '1' }, carol.caller);
    expect(
      carolSees.events.every((e) => !Buffer.from(e.payload).toString().includes('heron')),
    ).toBe(true);
  });

  it('tells a stream that names a position its tenant never reached to reload', async () => {
    const page = await world.client.ListStreamEvents({ after_position: '999999999' }, ann.caller);
    expect(page).toMatchObject({ gap: true, events: [] });
  });

  it('keeps no text of a deleted message in the log, only its deletion', async () => {
    const start = await world.client.ListStreamEvents({ after_position: 0 }, admin.caller);
    const sent = await world.client.PostMessage(
      { conversation_id: withAnn, body: 'Oops, the wrong flamingo' },
      admin.caller,
    );
    await world.client.DeleteMessage({ message_id: sent.id }, admin.caller);
    const after = await world.client.ListStreamEvents({ after_position: start.head }, ann.caller);
    expect(after.events).toHaveLength(1);
    expect(Buffer.from(after.events[0]!.payload).toString()).not.toContain('flamingo');
  });
});
