/**
 * A new message leaves the portal through the integrations (issue 27 item 6): a pro admin's
 * webhook subscribed to "messages" receives `message.created`, signed so the
 * `standardwebhooks` package verifies it, with the message's text; the public API (an API key)
 * lists the conversation and its messages and posts a reply, shown as sent through the API, that
 * reaches the client's open stream and their thread; another workspace's key sees none of it.
 * The receiver listens on 127.0.0.3, the internal network the
 * test stack allows (WEBHOOK_ALLOWED_NETWORKS in support/stack.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { ApiClient } from '../support/client';
import { inviteMember, signUpWorkspace } from '../support/journeys';
import { openLiveStream, type OpenedStream } from '../support/liveStream';
import { useE2eStack } from '../support/prologue';
import { startHeldReplica } from '../support/replica';

jest.setTimeout(180_000);

interface Payload {
  type: string;
  data: Record<string, unknown>;
}

const env = useE2eStack();
let admin: ApiClient;
let tenantId: string;
let client: ApiClient;
let otherKey: ApiClient;
let server: http.Server;
let secret = '';
const received: Array<Payload | 'unverified'> = [];

function keyHolder(key: string, tenant: string, baseUrl = env.url): ApiClient {
  const holder = new ApiClient(baseUrl);
  holder.accessToken = key;
  holder.tenantId = tenant;
  return holder;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      try {
        received.push(
          new Webhook(secret).verify(body, {
            'webhook-id': String(req.headers['webhook-id']),
            'webhook-timestamp': String(req.headers['webhook-timestamp']),
            'webhook-signature': String(req.headers['webhook-signature']),
          }) as Payload,
        );
      } catch {
        received.push('unverified');
      }
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.3', resolve));
  const workspace = await signUpWorkspace(env.url, 'Message Hooks', 'pro');
  admin = workspace.client;
  tenantId = workspace.tenantId;
  client = (await inviteMember(admin, 'role2')).client;
  const other = await signUpWorkspace(env.url, 'Other Hooks', 'pro');
  const key = await other.client.post<{ key: string }>('/api/integrations/api-keys', {
    label: 'Other',
  });
  otherKey = keyHolder(key.body.key, other.tenantId);
});

afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

it('a new message reaches the webhook signed, and the public API lists it and posts a reply', async () => {
  const hook = await admin.post<{ secret: string }>('/api/integrations/webhooks', {
    url: `http://127.0.0.3:${(server.address() as AddressInfo).port}/hooks`,
    events: ['messages'],
  });
  expect(hook.status).toBe(201);
  secret = hook.body.secret;

  const started = await client.post<{ id: string; last_message: { id: string } }>(
    '/api/conversations',
    { subject: 'Invoice question', body: 'Is invoice **42** paid?' },
  );
  expect(started.status).toBe(201);

  const deadline = Date.now() + 60_000;
  while (!received.some((r) => r !== 'unverified' && r.type === 'message.created')) {
    if (Date.now() > deadline) throw new Error(`no message.created: ${JSON.stringify(received)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(received).not.toContain('unverified');
  const delivered = received.find(
    (r) => r !== 'unverified' && r.type === 'message.created',
  ) as Payload;
  expect(delivered.data).toMatchObject({
    conversation_id: started.body.id,
    conversation_subject: 'Invoice question',
    message_id: started.body.last_message.id,
    sender_side: 'client',
    body: 'Is invoice **42** paid?',
    excerpt: 'Is invoice 42 paid?',
  });

  const key = await admin.post<{ key: string }>('/api/integrations/api-keys', { label: 'CRM' });
  const integration = keyHolder(key.body.key, tenantId);
  const listed = await integration.get<{ data: Array<{ id: string; subject: string }> }>(
    '/api/v1/conversations',
  );
  expect(listed.status).toBe(200);
  expect(listed.body.data.map((c) => c.subject)).toContain('Invoice question');
  // The client has the conversation open: the key's reply reaches their stream, as posted
  // through the API (the answer's own events, shared/liveAnswer.ts, or the bus).
  const clientStream = openLiveStream(client);
  try {
    await clientStream.next((e) => e.type === 'ready', 'the stream ready');
    const reply = await integration.post<{ id: string; sender_side: string; via: string }>(
      `/api/v1/conversations/${started.body.id}/messages`,
      { body: 'Yes, paid on Friday.' },
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ sender_side: 'team', via: 'api' });
    const live = await clientStream.next(
      (e) => e.type === 'message.created' && JSON.stringify(e.data).includes(reply.body.id),
      'the reply on the client’s stream',
    );
    expect(live.data.message).toMatchObject({ body: 'Yes, paid on Friday.', via: 'api' });
  } finally {
    clientStream.close();
  }
  const thread = await integration.get<{ data: Array<{ body: string }> }>(
    `/api/v1/conversations/${started.body.id}/messages`,
  );
  expect(thread.body.data.map((m) => m.body)).toEqual([
    'Is invoice **42** paid?',
    'Yes, paid on Friday.',
  ]);
  const seenByClient = await client.get<{ messages: Array<{ body: string; via: string }> }>(
    `/api/conversations/${started.body.id}/messages`,
  );
  expect(seenByClient.body.messages.map((m) => [m.body, m.via])).toEqual([
    ['Is invoice **42** paid?', 'portal'],
    ['Yes, paid on Friday.', 'api'],
  ]);

  expect((await otherKey.get<{ data: unknown[] }>('/api/v1/conversations')).body.data).toEqual([]);
  expect((await otherKey.get(`/api/v1/conversations/${started.body.id}/messages`)).status).toBe(
    404,
  );
});

it('a reply posted with a key reaches an open stream on the same replica while the bus holds its events', async () => {
  const started = await client.post<{ id: string }>('/api/conversations', {
    subject: 'Receipts',
    body: 'Where is my receipt?',
  });
  const key = await admin.post<{ key: string }>('/api/integrations/api-keys', { label: 'Desk' });
  const replica = await startHeldReplica(env, 'gateway-held-api');
  let clientHere: OpenedStream | undefined;
  try {
    clientHere = openLiveStream(client, { baseUrl: replica.url });
    await clientHere.next((e) => e.type === 'ready', 'the stream ready');
    // Through the other gateway, on the bus: this replica follows the events.
    const before = await client.post<{ id: string }>(
      `/api/conversations/${started.body.id}/messages`,
      { body: 'Any news?' },
    );
    await clientHere.next(
      (e) => e.type === 'message.created' && JSON.stringify(e.data).includes(before.body.id),
      'the message over the bus',
    );

    const release = replica.hold();
    const reply = await keyHolder(key.body.key, tenantId, replica.url).post<{ id: string }>(
      `/api/v1/conversations/${started.body.id}/messages`,
      { body: 'Sent this morning.' },
    );
    expect(reply.status).toBe(201);
    // The bus still holds it: this frame came from messaging's answer to the key's post.
    const fast = await clientHere.next(
      (e) => e.type === 'message.created' && JSON.stringify(e.data).includes(reply.body.id),
      'the key’s reply from the answer',
    );
    expect(fast.data.message).toMatchObject({ body: 'Sent this morning.', via: 'api' });
    release();
  } finally {
    clientHere?.close();
    await replica.stop();
  }
});
