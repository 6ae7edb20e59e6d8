/**
 * Messages through the gateway (issue 27): the routes as a client and the team use them, what
 * bad input gets, who sees what (API, search, attachments and the live stream), and the live
 * stream itself: a new message reaches another participant's open stream, unread counts and
 * "Seen by" follow live, a stream that dropped catches up with Last-Event-ID across a gateway
 * restart, and a revoked session's stream ends and cannot reconnect.
 */
import { MESSAGE_POST_LIMIT, TOO_MANY_ATTEMPTS } from '@portico/rules';
import { createGateway, type Gateway } from '../../src/main';
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { openLiveStream, type OpenedStream } from '../support/liveStream';
import { useE2eStack } from '../support/prologue';
import { replicaEnv, startHeldReplica } from '../support/replica';
import { pngBytes, uploadFile } from '../support/tus';

jest.setTimeout(240_000);

interface Conversation {
  id: string;
  subject: string;
  status: string;
  assignee_id: string;
  unread_count: number;
  participants: Array<{ id: string; name: string; side: string }>;
}
interface ChatMessage {
  id: string;
  seq: number;
  body: string;
  edited_at: string;
  deleted_at: string;
  attachments: Array<{ file_id: string; message_id: string; file_name: string }>;
}

const stack = useE2eStack();
let admin: ApiClient;
let adminId: string;
let teammate: ApiClient;
let ann: { client: ApiClient; userId: string };
let bob: { client: ApiClient; userId: string };
let carol: { client: ApiClient; userId: string };
const streams: OpenedStream[] = [];
const replicas: Gateway[] = [];

const open = (...args: Parameters<typeof openLiveStream>) => {
  const stream = openLiveStream(...args);
  streams.push(stream);
  return stream;
};

beforeAll(async () => {
  const acme = await signUpWorkspace(stack.url, 'Acme Advisors', 'starter');
  admin = acme.client;
  adminId = (await admin.get<{ user: { id: string } }>('/api/me')).body.user.id;
  teammate = (await inviteMember(admin, 'role1')).client;
  ann = await inviteMember(admin, 'role2');
  bob = await inviteMember(admin, 'role2');
  const globex = await signUpWorkspace(stack.url, 'Globex', 'starter');
  carol = await inviteMember(globex.client, 'role2');
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  for (const replica of replicas) await replica.stop();
});

describe('conversations and messages', () => {
  let fromAnn: Conversation;

  it("a client's new message lands in the team's shared inbox, unassigned, and the team answers", async () => {
    const started = await ann.client.post<Conversation>('/api/conversations', {
      subject: 'My tax return',
      body: 'Hello, is my **return** filed?',
    });
    expect(started.status).toBe(201);
    fromAnn = started.body;
    expect(fromAnn.participants.map((p) => p.side)).toEqual(['client']);

    const inbox = await teammate.get<{ conversations: Conversation[] }>(
      '/api/conversations?filter=unassigned&status=open',
    );
    expect(inbox.body.conversations.map((c) => c.id)).toContain(fromAnn.id);

    const assigned = await teammate.call<Conversation>(
      'PUT',
      `/api/conversations/${fromAnn.id}/assignee`,
      { assignee_id: adminId },
    );
    expect(assigned.body.assignee_id).toBe(adminId);
    const mine = await admin.get<{ conversations: Conversation[] }>(
      '/api/conversations?filter=mine',
    );
    expect(mine.body.conversations.map((c) => c.id)).toContain(fromAnn.id);

    const reply = await admin.post<ChatMessage>(`/api/conversations/${fromAnn.id}/messages`, {
      body: 'Yes, filed on Monday.',
    });
    expect(reply.status).toBe(201);
    const unread = await ann.client.get<{ total: number }>('/api/messages/unread');
    expect(unread.body.total).toBe(1);

    const thread = await ann.client.get<{
      messages: ChatMessage[];
      read_positions: Array<{ user_id: string; last_read_seq: number }>;
      people: Array<{ id: string; name: string }>;
    }>(`/api/conversations/${fromAnn.id}/messages`);
    expect(thread.body.messages.map((m) => m.body)).toEqual([
      'Hello, is my **return** filed?',
      'Yes, filed on Monday.',
    ]);
    expect(thread.body.people.map((p) => p.id).sort()).toEqual([adminId, ann.userId].sort());
    await ann.client.post(`/api/conversations/${fromAnn.id}/read`, {});
    expect((await ann.client.get<{ total: number }>('/api/messages/unread')).body.total).toBe(0);
  });

  it('edits and deletes show as edited and deleted, and only the sender may', async () => {
    const sent = await admin.post<ChatMessage>(`/api/conversations/${fromAnn.id}/messages`, {
      body: 'Draft',
    });
    const edited = await admin.call<ChatMessage>('PATCH', `/api/messages/${sent.body.id}`, {
      body: 'Final',
    });
    expect(edited.body).toMatchObject({ body: 'Final' });
    expect(edited.body.edited_at).not.toBe('');
    const notHers = await ann.client.call('PATCH', `/api/messages/${sent.body.id}`, { body: 'x' });
    expect(notHers.status).toBe(403);
    const deleted = await admin.call<ChatMessage>('DELETE', `/api/messages/${sent.body.id}`);
    expect(deleted.body).toMatchObject({ body: '' });
    expect(deleted.body.deleted_at).not.toBe('');
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await ann.client.get<{ messages: ChatMessage[] }>(
      `/api/conversations/${fromAnn.id}/messages`,
    );
    for (const [body, message] of [
      ['   ', 'Write a message'],
      ['x'.repeat(10_001), 'A message can be at most 10,000 characters'],
      ['<script>alert(1)</script>', 'HTML'],
      ['[click](javascript:alert(1))', 'Links must start with http://, https:// or mailto:'],
    ] as const) {
      const refused = await ann.client.post<{ error: string }>(
        `/api/conversations/${fromAnn.id}/messages`,
        { body },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain(message);
    }
    const after = await ann.client.get<{ messages: ChatMessage[] }>(
      `/api/conversations/${fromAnn.id}/messages`,
    );
    expect(after.body.messages).toHaveLength(before.body.messages.length);
  });

  it("refuses bad input in the client's language when it reads Spanish, codes unchanged", async () => {
    for (const [body, error] of [
      ['   ', 'Escribe un mensaje antes de enviarlo'],
      ['x'.repeat(10_001), 'Un mensaje puede tener como máximo 10.000 caracteres'],
      [
        '<script>alert(1)</script>',
        'Los mensajes no pueden contener HTML. Usa Markdown para negritas, listas y enlaces.',
      ],
    ] as const) {
      const refused = await ann.client.call<{ error: string; code: string }>(
        'POST',
        `/api/conversations/${fromAnn.id}/messages`,
        { body },
        { 'accept-language': 'es-MX,es;q=0.9' },
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error, code: 'INVALID_ARGUMENT' });
    }
  });

  it('a person past the post limit gets 429 with Retry-After and its message, and nothing is stored', async () => {
    // A person of their own, so the other tests' posts do not share the minute.
    const dave = await inviteMember(admin, 'role2');
    const started = await dave.client.post<Conversation>('/api/conversations', {
      body: 'Dave here',
    });
    expect(started.status).toBe(201);
    const thread = `/api/conversations/${started.body.id}/messages`;
    // Counted in fixed minutes (messaging, domain/postLimit.ts): a minute that turns during the
    // loop starts the count again, so the refusal comes after one to two minutes' worth.
    let accepted = 1;
    let refused: Awaited<ReturnType<ApiClient['post']>> | undefined;
    while (!refused && accepted <= 2 * MESSAGE_POST_LIMIT.perPerson) {
      const answer = await dave.client.post(thread, { body: `Note ${accepted}` });
      if (answer.status === 201) accepted += 1;
      else refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({ error: TOO_MANY_ATTEMPTS });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThanOrEqual(MESSAGE_POST_LIMIT.perPerson);
    const stored = await admin.get<{ messages: ChatMessage[] }>(`${thread}?limit=1`);
    expect(stored.body.messages.map((m) => m.body)).toEqual([`Note ${accepted - 1}`]);
  });

  it('closes and reopens, and keeps each person’s email preference', async () => {
    const closed = await teammate.call<Conversation>(
      'PUT',
      `/api/conversations/${fromAnn.id}/status`,
      {
        status: 'closed',
      },
    );
    expect(closed.body.status).toBe('closed');
    const refused = await ann.client.call('PUT', `/api/conversations/${fromAnn.id}/status`, {
      status: 'open',
    });
    expect(refused.status).toBe(403);
    expect(
      (await ann.client.call('PUT', '/api/messages/email-preference', { cadence: 'digest' })).body,
    ).toEqual({
      cadence: 'digest',
    });
    expect((await ann.client.get('/api/messages/email-preference')).body).toEqual({
      cadence: 'digest',
    });
    expect((await bob.client.get('/api/messages/email-preference')).body).toEqual({
      cadence: 'batched',
    });
  });
});

describe('two clients of one tenant and a client of another', () => {
  let withAnnAndBob: Conversation;
  let annOnly: Conversation;
  let annFile: string;
  let message: ChatMessage;

  beforeAll(async () => {
    annOnly = (
      await admin.post<Conversation>('/api/conversations', {
        participant_user_ids: [ann.userId],
        body: 'Only for Ann: your **kingfisher** invoice',
      })
    ).body;
    withAnnAndBob = (
      await admin.post<Conversation>('/api/conversations', {
        participant_user_ids: [ann.userId, bob.userId],
        subject: 'Shared project',
        body: 'Kickoff notes',
      })
    ).body;
    annFile = await uploadFile(ann.client, pngBytes(2000), { filename: 'scan.png' });
    message = (
      await ann.client.post<ChatMessage>(`/api/conversations/${withAnnAndBob.id}/messages`, {
        body: 'My scan',
        attachment_file_ids: [annFile],
      })
    ).body;
  });

  it("never see each other's conversations: list, one, thread, search", async () => {
    const bobList = await bob.client.get<{ conversations: Conversation[] }>('/api/conversations');
    expect(bobList.body.conversations.map((c) => c.id)).toEqual([withAnnAndBob.id]);
    expect((await bob.client.get(`/api/conversations/${annOnly.id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/conversations/${annOnly.id}/messages`)).status).toBe(404);
    expect((await carol.client.get(`/api/conversations/${annOnly.id}`)).status).toBe(404);
    expect(
      (await carol.client.get<{ conversations: unknown[] }>('/api/conversations')).body
        .conversations,
    ).toEqual([]);
    const annSearch = await ann.client.get<{ hits: Array<{ headline: string }> }>(
      '/api/messages/search?q=kingfisher',
    );
    expect(annSearch.body.hits.map((h) => h.headline)).toEqual([
      expect.stringContaining('<mark>kingfisher</mark>'),
    ]);
    for (const other of [bob, carol]) {
      const hits = await other.client.get<{ hits: unknown[] }>('/api/messages/search?q=kingfisher');
      expect(hits.body.hits).toEqual([]);
    }
  });

  it("a participant downloads another participant's attachment; nobody else can", async () => {
    const path = `/api/messages/${message.id}/attachments/${annFile}`;
    const bobGets = await bob.client.get(path);
    expect(bobGets.status).toBe(200);
    expect(bobGets.headers.get('content-disposition')).toContain('scan.png');
    expect((await bob.client.get(`/api/files/${annFile}`)).status).toBe(404);
    expect((await carol.client.get(path)).status).toBe(404);
    const outsider = await inviteMember(admin, 'role2');
    expect((await outsider.client.get(path)).status).toBe(404);
  });

  it('refuses an attachment of a file the sender may not see, or of another tenant', async () => {
    const carolFile = await uploadFile(carol.client, pngBytes(1500), { filename: 'carol.png' });
    for (const fileId of [annFile, carolFile]) {
      const refused = await bob.client.post<{ error: string }>(
        `/api/conversations/${withAnnAndBob.id}/messages`,
        { body: 'sharing', attachment_file_ids: [fileId] },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('You can attach only files you can see in this workspace');
    }
  });

  it('on the live stream, a message reaches the other participant and the staff, never another client', async () => {
    const bobStream = open(bob.client);
    const annStream = open(ann.client);
    const carolStream = open(carol.client);
    const staffStream = open(teammate);
    for (const s of [bobStream, annStream, carolStream, staffStream])
      await s.next((e) => e.type === 'ready', 'ready');

    const secret = await admin.post<ChatMessage>(`/api/conversations/${annOnly.id}/messages`, {
      body: 'Ann only: heron',
    });
    const shared = await admin.post<ChatMessage>(
      `/api/conversations/${withAnnAndBob.id}/messages`,
      { body: 'For both: egret' },
    );
    const toBob = await bobStream.next((e) => e.type === 'message.created', 'the shared message');
    expect((toBob.data.message as ChatMessage).id).toBe(shared.body.id);
    expect(Number(toBob.id)).toBeGreaterThan(0);
    const annGot = [
      await annStream.next((e) => e.type === 'message.created'),
      await annStream.next((e) => e.type === 'message.created'),
    ].map((e) => (e.data.message as ChatMessage).id);
    expect(annGot).toEqual([secret.body.id, shared.body.id]);
    await staffStream.next(
      (e) => e.type === 'message.created' && (e.data.message as ChatMessage).id === shared.body.id,
    );
    // Bob's stream got the later message, so the earlier one was delivered before it or never.
    expect(bobStream.events.some((e) => JSON.stringify(e.data).includes('heron'))).toBe(false);
    expect(carolStream.events.some((e) => e.type.startsWith('message'))).toBe(false);
  });

  it('unread counts and "Seen by" follow live', async () => {
    const bobStream = open(bob.client);
    const adminStream = open(admin);
    await bobStream.next((e) => e.type === 'ready');
    await adminStream.next((e) => e.type === 'ready');
    await bob.client.post(`/api/conversations/${withAnnAndBob.id}/read`, {});
    await bobStream.next(
      (e) => e.type === 'unread' && (e.data.counts as { total: number }).total === 0,
      'no unread messages',
    );
    const sent = await admin.post<ChatMessage>(`/api/conversations/${withAnnAndBob.id}/messages`, {
      body: 'Any questions?',
    });
    await bobStream.next(
      (e) => e.type === 'unread' && (e.data.counts as { total: number }).total === 1,
      'one unread message',
    );
    await bob.client.post(`/api/conversations/${withAnnAndBob.id}/read`, {});
    const seen = await adminStream.next(
      (e) =>
        e.type === 'read' &&
        (e.data.position as { user_id: string }).user_id === bob.userId &&
        (e.data.position as { last_read_seq: number }).last_read_seq === sent.body.seq,
      "Bob's read position",
    );
    expect(seen.data.position).toMatchObject({ conversation_id: withAnnAndBob.id });
    await bobStream.next(
      (e) => e.type === 'unread' && (e.data.counts as { total: number }).total === 0,
      'no unread messages again',
    );
  });

  it('a dropped stream catches up with Last-Event-ID after a gateway restart', async () => {
    const first = createGateway(replicaEnv(stack));
    replicas.push(first);
    const firstUrl = `http://127.0.0.1:${await first.start()}`;
    const before = open(bob.client, { baseUrl: firstUrl });
    await before.next((e) => e.type === 'ready');
    const seen = await admin.post<ChatMessage>(`/api/conversations/${withAnnAndBob.id}/messages`, {
      body: 'Before the restart',
    });
    const last = await before.next(
      (e) => e.type === 'message.created' && (e.data.message as ChatMessage).id === seen.body.id,
      'the message before the restart',
    );
    before.close();
    await first.stop();

    const missed = [];
    for (const body of ['While away 1', 'While away 2'])
      missed.push(
        (
          await admin.post<ChatMessage>(`/api/conversations/${withAnnAndBob.id}/messages`, {
            body,
          })
        ).body.id,
      );

    const second = createGateway(replicaEnv(stack));
    replicas.push(second);
    const secondUrl = `http://127.0.0.1:${await second.start()}`;
    const after = open(bob.client, { baseUrl: secondUrl, lastEventId: last.id });
    const ready = await after.next((e) => e.type === 'ready', 'ready after the catch-up');
    expect(ready.data.replayed).toBeGreaterThanOrEqual(2);
    const caughtUp = after.events
      .filter((e) => e.type === 'message.created')
      .map((e) => (e.data.message as ChatMessage).id);
    expect(caughtUp).toEqual(missed);
    const ids = after.events.filter((e) => e.id).map((e) => Number(e.id));
    expect(ids.every((id) => id > Number(last.id))).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('a post reaches another participant’s stream on the same replica while the bus holds its events, once and in order', async () => {
    const replica = await startHeldReplica(stack, 'gateway-held');
    try {
      const bobHere = open(bob.client, { baseUrl: replica.url });
      const annHere = open(ann.client, { baseUrl: replica.url });
      await bobHere.next((e) => e.type === 'ready');
      await annHere.next((e) => e.type === 'ready');
      const created = (stream: OpenedStream, id: string) =>
        stream.next(
          (e) => e.type === 'message.created' && (e.data.message as ChatMessage).id === id,
          `message ${id}`,
        );

      // Through another gateway: it comes on the bus, so this replica follows the events.
      const viaBus = await admin.post<ChatMessage>(
        `/api/conversations/${withAnnAndBob.id}/messages`,
        { body: 'Over the bus' },
      );
      const first = await created(bobHere, viaBus.body.id);

      const release = replica.hold();
      const adminHere = Object.assign(new ApiClient(replica.url, admin.ip), {
        accessToken: admin.accessToken,
        tenantId: admin.tenantId,
      });
      const here = await adminHere.post<ChatMessage>(
        `/api/conversations/${withAnnAndBob.id}/messages`,
        { body: 'Straight from the answer' },
      );
      expect(here.status).toBe(201);
      // The bus still holds it: this frame came from messaging's answer.
      const fast = await created(bobHere, here.body.id);
      await created(annHere, here.body.id);

      release();
      const after = await admin.post<ChatMessage>(
        `/api/conversations/${withAnnAndBob.id}/messages`,
        { body: 'After the hold' },
      );
      const last = await created(bobHere, after.body.id);
      // Each arrived in its turn (the answer's during the hold), in the log's order, and the
      // bus's copy of the answer's message, which came before "After the hold", was not sent.
      expect(Number(first.id)).toBeLessThan(Number(fast.id));
      expect(Number(fast.id)).toBeLessThan(Number(last.id));
      expect(bobHere.events.filter((e) => e.type.startsWith('message.'))).toEqual([]);
    } finally {
      await replica.stop();
    }
  });

  it('a revoked session’s stream ends at once and cannot reconnect: 401 with its message', async () => {
    const member = await inviteMember(admin, 'role2');
    const stream = open(member.client);
    await stream.next((e) => e.type === 'ready');
    const out = await member.client.post('/api/auth/logout', {});
    expect(out.status).toBeLessThan(300);
    const ended = await stream.next((e) => e.type === 'end', 'the end of the stream');
    expect(ended.data.reason).toBe('session_revoked');
    const refused = await fetch(`${stack.url}/api/stream`, {
      headers: {
        authorization: `Bearer ${member.client.accessToken ?? ''}`,
        'x-tenant-id': member.client.tenantId ?? '',
      },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Your session has ended. Please sign in again.',
    );
  });

  it('refuses a stream without a token, and with an expired one, with 401 and a message', async () => {
    const none = await fetch(`${stack.url}/api/stream`);
    expect(none.status).toBe(401);
    const [head, , sig] = (admin.accessToken ?? '').split('.');
    const claims = JSON.parse(
      Buffer.from((admin.accessToken ?? '').split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url')}.${sig}`;
    const expired = await fetch(`${stack.url}/api/stream`, {
      headers: { authorization: `Bearer ${forged}`, 'x-tenant-id': admin.tenantId ?? '' },
    });
    expect(expired.status).toBe(401);
  });
});

describe('a conversation with everyone holding a role', () => {
  let initech: ApiClient;
  let initechAdminId: string;
  let dana: { client: ApiClient; userId: string };
  let eve: { client: ApiClient; userId: string };
  let frank: { client: ApiClient; userId: string };

  beforeAll(async () => {
    initech = (await signUpWorkspace(stack.url, 'Initech', 'starter')).client;
    initechAdminId = (await initech.get<{ user: { id: string } }>('/api/me')).body.user.id;
    dana = await inviteMember(initech, 'role2');
    eve = await inviteMember(initech, 'role2');
    // A teammate holds another role: not reached.
    frank = await inviteMember(initech, 'role1');
  });

  it('the team writes to everyone holding a role; a client may not, and an unheld role is refused', async () => {
    const toClients = await initech.post<Conversation>('/api/conversations', {
      subject: 'Office closed on Friday',
      audience_role: 'role2',
      body: 'We are closed on Friday.',
    });
    expect(toClients.status).toBe(201);
    const ids = toClients.body.participants.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([initechAdminId, dana.userId, eve.userId]));
    // Another workspace's holder of the same role key is not reached.
    expect(ids).not.toContain(carol.userId);
    expect(ids).not.toContain(frank.userId);
    const evesInbox = await eve.client.get<{ conversations: Conversation[] }>('/api/conversations');
    expect(evesInbox.body.conversations.map((c) => c.id)).toContain(toClients.body.id);

    const fromClient = await dana.client.post<{ error: string }>('/api/conversations', {
      audience_role: 'role2',
      body: 'Hello everyone',
    });
    expect(fromClient.status).toBe(403);
    expect(fromClient.body.error).toBe('Clients write to the team; the team adds other people');
    const unheld = await initech.post<{ error: string }>('/api/conversations', {
      audience_role: 'role9',
      body: 'Anyone there?',
    });
    expect(unheld.status).toBe(400);
    expect(unheld.body.error).toBe('No one in this workspace has that role');
    const carolsInbox = await carol.client.get<{ conversations: Conversation[] }>(
      '/api/conversations',
    );
    expect(carolsInbox.body.conversations.map((c) => c.id)).not.toContain(toClients.body.id);
  });
});
